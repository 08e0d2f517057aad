#!/usr/bin/python3
"""Build Greffier's French reference lexicon from the Grammalecte lexicon (MPL-2.0).

Needs the Debian package python3-grammalecte (only to regenerate, never at run time):

    apt-get install -y python3-grammalecte
    /usr/bin/python3 scripts/lexicon/build-lexicon.py            # writes libs/lexicon/data/
    /usr/bin/python3 scripts/lexicon/build-lexicon.py --stats    # counts only, writes nothing

Every form of the lexicon comes with one or more readings (lemma + tags). A form is admitted when at least
one reading is admitted (MOUCHE is a noun as well as a conjugated verb). The rules applied are those of
docs/rules/letters.md; they are repeated at each branch below. Counts and choices: docs/lexicon.md.

Output (UTF-8, one line per letter key, sorted by key, gzip level 9, mtime 0 so that the same input gives
the same bytes). The letter key is the word in capitals without accents or hyphens, as the tiles spell it:
  fr-lexicon.txt.gz  "KEY[<TAB>spelling]...": the admitted spellings of the key, as the lexicon writes them
                     (accents and hyphens kept); a bare KEY stands for its single spelling in lower case
                     (MOUCHE), so that most lines are the key itself and nothing is computed at load time
  fr-refused.txt.gz  "KEY<TAB>code[<TAB>spelling]" for forms refused by a rule, so that a refusal can say why:
                     c = conjugated verb form, p = proper noun, a = abbreviation or symbol,
                     e = elided form written with an apostrophe (lorsqu'), l = element of a locution only,
                     z = prefix or suffix; the spelling is left out when it is the key in lower case
                     (mangeront), which keeps the file small in memory
"""
import argparse
import collections
import gzip
import io
import json
import os
import sys
import unicodedata

DIC = "fr-allvars.json"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "libs", "lexicon", "data")

# Refusal codes, by priority: when every reading of a form is refused, the first code that applies is kept
# (EMPOIGNE is a conjugated verb and a locution element: "conjugated" is the more telling reason).
PRIORITY = ["c", "p", "a", "e", "l", "z"]
# Nouns, adjectives, adverbs, interjections, numerals, negation adverbs (macache), titles (messieurs),
# grammatical words (prepositions, conjunctions, pronouns, determiners): words of the dictionary.
ADMITTED_POS = {"N", "A", "W", "J", "B", "X", "T", "G"}


def letters_key(form):
    """Uppercase, accents stripped, hyphens removed; None when a character is not a letter or a hyphen.

    The TypeScript normalizer (libs/lexicon/src/normalize.ts) must give the same key.
    """
    out = []
    for ch in form:
        if ch == "-":
            continue
        low = ch.lower()
        if low == "œ":
            out.append("OE")
            continue
        if low == "æ":
            out.append("AE")
            continue
        base = unicodedata.normalize("NFD", low)[0]
        if "a" <= base <= "z":
            out.append(base.upper())
        else:
            return None
    return "".join(out)


def form_problem(form):
    """Why a spelling cannot be a DCL word whatever its tags, or None."""
    if "’" in form or "'" in form:
        return "apostrophe"
    if any(ch.isdigit() for ch in form):
        return "digits"
    if any(ch.isspace() for ch in form):
        return "spaces"
    if letters_key(form) in (None, ""):
        return "other characters"
    return None


def classify_reading(form, tags):
    """'ok' for an admitted reading, else a refusal code."""
    main = tags.split("#")[0].split(";")[0]
    markers = tags[len(main):]
    parts = [p for p in main.split(":") if p]
    pos = parts[0] if parts else ""
    letters = form.replace("-", "")
    if ";S" in markers:  # symbols of units (km, kg, cm): abbreviations
        return "a"
    if pos.startswith("M"):
        return "p"
    if letters != letters.lower():
        # A capital at the head of each hyphenated part names something (Haut-Jura, Virginie-Occidentale,
        # outre-Atlantique): a proper noun even without the M tag. A capital elsewhere makes an acronym, a
        # symbol, a formula or a roman numeral (BD, anti-IVG, pH, CsClO, XXVII), and abbreviated titles
        # (Mme, Dr) are abbreviations too. SIDA is in the lexicon in lower case, as "sida".
        heads_only = all(part[1:] == part[1:].lower() for part in form.split("-"))
        if heads_only and len(letters) > 1 and pos != "T":
            return "p"
        return "a"
    if "F" in parts:  # LORSQU, QUELQU: the elided form without its apostrophe (lorsqu’il)
        return "e"
    if pos.startswith("V"):
        # Infinitive (Y), past participle (Q), present participle (P) are admitted; every other mood
        # (indicative Ip Iq Is If, conditional K, subjunctive Sp Sq, imperative E) is a conjugated form.
        return "ok" if set(parts[1:]) & {"Y", "Q", "P"} else "c"
    if any(p.startswith("É") for p in parts):  # ENVI (à l'envi), STATU (statu quo): not words on their own
        return "l"
    if pos.startswith("Z"):
        return "z"
    if pos in ADMITTED_POS:
        return "ok"
    return "a"


def build():
    from grammalecte.graphspell.ibdawg import IBDAWG

    dic = IBDAWG(DIC)
    readings = collections.defaultdict(list)
    counts = collections.Counter()
    for form, _lemma, tags in dic.select():
        counts["readings in"] += 1
        body, _, variant = tags.partition("/")
        if variant == "X":
            # Grammalecte's extras, outside its spelling dictionaries: trade names, regionalisms and
            # agronomy or chemistry terms (estranciner, bromoxynil, 2CV); rulings can admit one if needed.
            counts["readings dropped: extra (/X)"] += 1
            continue
        readings[form].append(body)
    forms_in = {form for form, _l, _t in dic.select()}
    counts["forms in"] = len(forms_in)
    counts["forms only in extra (/X)"] = len(forms_in) - len(readings)

    admitted, refused = [], []
    for form, bodies in readings.items():
        problem = form_problem(form)
        if problem:
            counts["excluded: " + problem] += 1
            continue
        codes = {classify_reading(form, b) for b in bodies}
        key = letters_key(form)
        if "ok" in codes:
            admitted.append((key, form))
            counts["admitted"] += 1
            if "c" in codes:
                counts["admitted, also a conjugated form (mouche)"] += 1
        else:
            code = next(c for c in PRIORITY if c in codes)
            refused.append((key, code, form))
            counts["excluded: " + code] += 1
    admitted.sort()
    refused.sort()
    counts["admitted distinct keys"] = len({k for k, _f in admitted})
    counts["admitted distinct keys of 10 letters or fewer"] = len({k for k, _f in admitted if len(k) <= 10})
    return dic, admitted, refused, counts


def admitted_lines(admitted):
    by_key = collections.defaultdict(list)
    for key, form in admitted:
        by_key[key].append(form)
    lines = []
    for key in sorted(by_key):
        forms = by_key[key]
        lines.append(key if forms == [key.lower()] else "\t".join([key] + forms))
    return lines


def refused_line(key, code, form):
    return key + "\t" + code if form == key.lower() else key + "\t" + code + "\t" + form


def write_gz(path, lines):
    raw = io.BytesIO()
    with gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0, filename="") as gz:
        gz.write(("\n".join(lines) + "\n").encode("utf-8"))
    with open(path, "wb") as f:
        f.write(raw.getvalue())
    return len(raw.getvalue())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stats", action="store_true", help="print the counts, write nothing")
    args = parser.parse_args()
    dic, admitted, refused, counts = build()
    meta = {"source": "Grammalecte " + dic.sDicName + " (" + dic.sDescription + ")", "date": dic.sDate,
            "entries": dic.nEntry}
    if not args.stats:
        os.makedirs(OUT, exist_ok=True)
        size_a = write_gz(os.path.join(OUT, "fr-lexicon.txt.gz"), admitted_lines(admitted))
        size_r = write_gz(os.path.join(OUT, "fr-refused.txt.gz"), [refused_line(*r) for r in refused])
        counts["bytes fr-lexicon.txt.gz"] = size_a
        counts["bytes fr-refused.txt.gz"] = size_r
    json.dump({"meta": meta, "counts": dict(sorted(counts.items()))}, sys.stdout, ensure_ascii=False, indent=2)
    print()


if __name__ == "__main__":
    main()
