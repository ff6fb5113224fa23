#!/usr/bin/env bash
# Cuts the public site's Arabic font (Noto Kufi Arabic, 400 and 700, from @fontsource) to the
# characters Arabic pages need: the Arabic block with all its shaping rules, the spaces and the
# joiners. The files are committed (src/app/(frontend)/fonts/); run this again only to change the
# ranges or the font's version. Needs Debian's python3-fonttools (and python3-brotli for WOFF2).
# The same ranges are the @font-face's unicode-range (fonts/arabic.css; a unit test compares them).
set -euo pipefail
cd "$(dirname "$0")/.."

RANGES='U+0020,U+00A0,U+0600-06FF,U+200C-200E,U+204F,U+2E41,U+FDF2,U+FDFC'
SOURCE=node_modules/@fontsource/noto-kufi-arabic/files
TARGET='public/fonts'

for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset "$SOURCE/noto-kufi-arabic-arabic-$weight-normal.woff2" \
    --unicodes="$RANGES" --layout-features='*' --name-IDs='*' --flavor=woff2 \
    --output-file="$TARGET/noto-kufi-arabic-$weight.woff2"
done
cp node_modules/@fontsource/noto-kufi-arabic/LICENSE "$TARGET/LICENSE"
ls -l "$TARGET"
