# The Sentinel set's addresses, read by redis-sentinel-start.sh and redis-sentinel-stop.sh (sourced):
# the primary on $REDIS_PORT, the replica on $REDIS_REPLICA_PORT, three sentinels from
# $REDIS_SENTINEL_PORT on. Run from the project's root.
REDIS_PORT="${REDIS_PORT:-6381}"
REDIS_REPLICA_PORT="${REDIS_REPLICA_PORT:-$((REDIS_PORT + 2))}"
REDIS_SENTINEL_PORT="${REDIS_SENTINEL_PORT:-$((REDIS_PORT + 3))}"
SENTINEL_PORTS=("$REDIS_SENTINEL_PORT" "$((REDIS_SENTINEL_PORT + 1))" "$((REDIS_SENTINEL_PORT + 2))")
