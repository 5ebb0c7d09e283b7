# For .ci/run (after `swift test` has built .build/debug/shell): each business module runs alone.
# Piped input opens the entry page and quits; the run must exit 0, write nothing to stderr, and
# show the same page title that opening the module's entry URL shows.
step "the shell runs every module alone"
for entry in Account=account Goods=goods/list Cart=cart Order=order/list Messages=messages Home=home; do
    module=${entry%%=*}
    err=$(mktemp)
    out=$(printf 'quit\n' | BAZAAR_LANG=en .build/debug/shell "$module" --no-color 2>"$err") || {
        echo "shell $module failed (exit $?):"; cat "$err"; exit 1; }
    [ ! -s "$err" ] || { echo "shell $module wrote to standard error:"; cat "$err"; exit 1; }
    title=$(BAZAAR_LANG=en .build/debug/shell "$module" open "bazaar://${entry#*=}" --no-color | head -1)
    [ -n "$title" ] && printf '%s\n' "$out" | grep -qxF -- "$title" || {
        echo "shell $module did not show its entry page '$title':"; printf '%s\n' "$out"; exit 1; }
    printf '  %-8s alone: %s\n' "$module" "$title"
    rm -f "$err"
done
