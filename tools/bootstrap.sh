# Sourced by tools/setup and tools/test: installs the Debian packages the
# build needs when they are missing, then configures and builds in build/.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The benchmark's (bench/): Google Benchmark and the peers it measures.
# pkgconf: the install test builds a consumer with pkg-config.
# python3-jsonschema: the CLI tests validate every JSON object against
# docs/schema/. graphviz and jq: README's `urlbnf tree --format dot | dot -Tsvg`
# and `urlbnf parse --json | jq`,
# which the README test runs. The Python package's build and tests
# (tools/python: pybind11, pytest, NumPy, Dask) and its benchmark's peers
# (bench/python: rfc3987, rfc3986, validators).
packages=(cmake make g++ tao-pegtl-dev doctest-dev nlohmann-json3-dev python3 python3-lark
  libbenchmark-dev liburiparser-dev libboost-url1.81-dev pkgconf python3-jsonschema graphviz jq
  python3-venv python3-pybind11 pybind11-dev python3-pytest python3-numpy python3-dask python3-distributed
  python3-rfc3987 python3-rfc3986 python3-validators)

# A script may ask for more before sourcing this (tools/test: the fuzzers').
packages+=(${extra_packages[@]+"${extra_packages[@]}"})
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The benchmark is built too, so that the tests run it once (bench_smoke).
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release -DURLBNF_BUILD_BENCH=ON >/dev/null
cmake --build "$root/build" -j "$(nproc)"
