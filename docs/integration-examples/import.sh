#!/usr/bin/env sh
# Imports the example company of docs/integration.md through the integration API, in the order in which the
# records refer to each other; the planning is moved to the current week first (this-week.mjs).
#   KEY=bwk_live_... sh docs/integration-examples/import.sh        (BASE defaults to http://localhost:8080)
set -eu
BASE=${BASE:-http://localhost:8080}
: "${KEY:?set KEY to the company's integration key}"
cd "$(dirname "$0")"
for collection in employees hour-types indirect-types other-cost-types working-hours relations projects works parts work-orders materials planning; do
  if [ "$collection" = planning ]; then body=$(node this-week.mjs planning.json); else body=$(cat "$collection.json"); fi
  printf '%-17s ' "$collection"
  printf '%s' "$body" | curl -sS --fail-with-body -X PUT "$BASE/integration/v1/$collection" \
    -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' --data-binary @-
  echo
done
