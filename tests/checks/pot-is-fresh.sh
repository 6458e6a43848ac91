#!/usr/bin/env bash
# Fails when languages/ does not match the sources: the POT differs from a fresh extraction, a
# translation misses or mistranslates a string, or a .mo/.json differs from a fresh build of its PO.
# Fix: `npm run i18n:pot` (POT, merged into the POs), translate, then `npm run i18n:build`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
fail() {
	printf '%s\n' "$*" >&2
	status=1
}

if ! node tests/i18n/make-pot.mjs --out "$scratch/pot" --no-merge --strict >/dev/null; then
	fail "Every gettext call must use the literal text domain 'vendor-payout-schedule' (see the warnings above)."
fi
if ! diff -u languages/vendor-payout-schedule.pot "$scratch/pot/vendor-payout-schedule.pot" >"$scratch/pot.diff"; then
	head -n 60 "$scratch/pot.diff" >&2
	fail "languages/vendor-payout-schedule.pot is stale: run \`npm run i18n:pot\`, translate the new strings, then \`npm run i18n:build\`."
fi

if ! node tests/i18n/check-translations.mjs; then
	fail "A translation is incomplete: run \`npm run i18n:pot\`, translate what is listed, then \`npm run i18n:build\`."
fi

if ! node tests/i18n/build-translations.mjs --out "$scratch/build" >/dev/null; then
	fail "A PO file does not compile."
fi
expected="$(cd "$scratch/build" && ls -1 | sort)"
shipped="$(cd languages && ls -1 -- *.mo *.json 2>/dev/null | sort)"
if [[ "$expected" != "$shipped" ]]; then
	fail "languages/ should hold exactly these compiled files (run \`npm run i18n:build\`):" "$expected" "but holds:" "$shipped"
fi
for file in "$scratch"/build/*; do
	name="$(basename "$file")"
	[[ -f "languages/$name" ]] || continue
	cmp -s "$file" "languages/$name" || fail "languages/$name is stale: run \`npm run i18n:build\`."
done

((status == 0)) && echo "languages/ is up to date: $(grep -c '^msgid ' languages/vendor-payout-schedule.pot | awk '{print $1 - 1}') strings."
exit "$status"
