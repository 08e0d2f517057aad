-- The normalised search keys (libs/common searchKeyOf), written by the application with every change of a
-- club or player; filled here for the rows already stored: the same lower case, accents and ligatures off (Latin
-- letters), everything but a-z and 0-9 removed, the parts joined by "|".

-- AlterTable
ALTER TABLE "club" ADD COLUMN     "search_key" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "player" ADD COLUMN     "search_key" TEXT NOT NULL DEFAULT '';

UPDATE "club" SET "search_key" = concat_ws('|',
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("name"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''),
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("city"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''),
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("federation_code"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''));

UPDATE "player" SET "search_key" = concat_ws('|',
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("last_name" || ' ' || "first_name"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''),
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("first_name" || ' ' || "last_name"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''),
  NULLIF(regexp_replace(translate(replace(replace(replace(replace(replace(lower("licence"), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'),
      '[^a-z0-9]', '', 'g'), ''));

ALTER TABLE "club" ALTER COLUMN "search_key" DROP DEFAULT;

ALTER TABLE "player" ALTER COLUMN "search_key" DROP DEFAULT;
