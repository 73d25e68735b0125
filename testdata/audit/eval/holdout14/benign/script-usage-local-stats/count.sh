f="$HOME/.local/share/script-usage.tsv"; mkdir -p "${f%/*}"; touch "$f"
awk -v k="$0" -F'\t' 'BEGIN{OFS="\t"} $1==k{$2++; f=1} {print} END{if(!f) print k, 1}' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
