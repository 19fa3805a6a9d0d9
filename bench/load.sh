#!/usr/bin/env bash
# Load test of the production server. Debian's wrk sends 64 connections' worth
# of requests to nginx (deploy/nginx.conf, started by scripts/serve-prod.ts) on
# 127.0.0.1 only, for a documentation page and a hashed script, asking for
# compressed answers as browsers do. Baseline in the same run: `docusaurus
# serve` on the same build under the same load.
#
# Prints, per server and address, the median over RUNS runs of requests/s and
# p99 latency, and the errors of all runs (socket errors plus answers other
# than 2xx/3xx). Target for nginx: zero errors and p99 < 50 ms; the script
# exits 1 when it is missed. Each wrk run lasts DURATION seconds (at most 30).
#
# Usage: bash bench/load.sh   (uses ports HELP_LOAD_PORT and the next; default 3290)
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${HELP_LOAD_PORT:-3290}
BASELINE_PORT=$((PORT + 1))
RUNS=${RUNS:-3}
DURATION=${DURATION:-4}
CONNECTIONS=64
THREADS=2
P99_TARGET_MS=50
PAGE=/jet/jobs/partner-jobs/

if [ "$DURATION" -gt 30 ]; then
  echo "DURATION is at most 30 seconds." >&2
  exit 2
fi

bash scripts/ensure-packages.sh wrk nginx libnginx-mod-http-brotli-static libnginx-mod-http-set-misc
[ -f build/_nginx/server.conf ] || npm run build
ASSET=/assets/js/$(cd build/assets/js && ls main.*.js | grep -E '^main\.[0-9a-f]{8}\.js$')

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

# Each server runs in its own process group, so stopping it stops its children too.
setsid npx tsx scripts/serve-prod.ts --no-build --port "$PORT" >/dev/null 2>&1 &
pids+=($!)
setsid npx docusaurus serve --dir build --host 127.0.0.1 --port "$BASELINE_PORT" --no-open >/dev/null 2>&1 &
pids+=($!)

wait_for() {
  for _ in $(seq 1 200); do
    curl -fsS -o /dev/null "http://127.0.0.1:$1/" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "No server answered on 127.0.0.1:$1." >&2
  exit 1
}
wait_for "$PORT"
wait_for "$BASELINE_PORT"

# One wrk run: prints "requests/s p99-in-ms errors".
measure() {
  timeout $((DURATION + 10)) wrk --latency -t "$THREADS" -c "$CONNECTIONS" -d "${DURATION}s" --timeout 2s \
    -H 'Accept-Encoding: br, gzip' "http://127.0.0.1:$1$2" | awk '
      function ms(value) {
        if (value ~ /us$/) return value / 1000
        if (value ~ /ms$/) return value + 0
        if (value ~ /s$/) return value * 1000
        return value + 0
      }
      $1 == "99%" { p99 = ms($2) }
      $1 == "Requests/sec:" { rps = $2 }
      /Socket errors:/ { gsub(/,/, ""); errors += $4 + $6 + $8 + $10 }
      /Non-2xx or 3xx responses:/ { errors += $5 }
      END { printf "%.0f %.2f %d\n", rps, p99, errors }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "Load: wrk, $CONNECTIONS connections, $THREADS threads, ${DURATION}s per run, median of $RUNS runs, 127.0.0.1"
# Other work on the machine shares its cores: the figures are only comparable at a similar load.
echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) before the runs"
printf '%-18s %-32s %12s %10s %7s\n' server address 'requests/s' 'p99 ms' errors
status=0
declare -A nginx_rps
for target in "$PAGE" "$ASSET"; do
  for server in nginx docusaurus-serve; do
    port=$PORT
    [ "$server" = nginx ] || port=$BASELINE_PORT
    results=$(for _ in $(seq 1 "$RUNS"); do measure "$port" "$target"; done)
    rps=$(cut -d' ' -f1 <<<"$results" | median)
    p99=$(cut -d' ' -f2 <<<"$results" | median)
    errors=$(awk '{ sum += $3 } END { print sum }' <<<"$results")
    printf '%-18s %-32s %12s %10s %7s\n' "$server" "$target" "$rps" "$p99" "$errors"
    if [ "$server" = nginx ]; then
      nginx_rps[$target]=$rps
      if [ "$errors" -ne 0 ] || awk -v p="$p99" -v t="$P99_TARGET_MS" 'BEGIN { exit !(p >= t) }'; then status=1; fi
    else
      awk -v n="${nginx_rps[$target]}" -v b="$rps" -v t="$target" \
        'BEGIN { printf "  nginx / docusaurus serve for %s: %.1fx the requests per second\n", t, n / b }'
    fi
  done
done

echo "Load average after the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$status" -eq 0 ]; then
  echo "Target met: no errors and p99 < ${P99_TARGET_MS} ms for nginx."
else
  echo "Target missed: nginx must answer with no errors and p99 < ${P99_TARGET_MS} ms." >&2
fi
exit "$status"
