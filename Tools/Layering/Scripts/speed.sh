#!/usr/bin/env bash
# Times `layering` on two generated inputs, cold (no cache) and warm (nothing changed):
#   a workspace of 22 packages (Core, DesignSystem and 20 features depending on them by path), and
#   one package of TARGETS targets × FILES files (default 10,000 × 10).
# Usage: Tools/Layering/Scripts/speed.sh [LAYERING] [FOLDER] [TARGETS] [FILES]
#   LAYERING  the layering executable (default: .build/release/layering, else .build/debug/layering)
#   FOLDER    where the inputs are written (default: a new temporary folder, removed at the end)
set -euo pipefail
layering=${1:-}
if [ -z "$layering" ]; then
    layering=.build/release/layering
    [ -x "$layering" ] || layering=.build/debug/layering
fi
[ -x "$layering" ] || { echo "speed.sh: $layering is not an executable; build layering first (swift build -c release --product layering)" >&2; exit 2; }
layering=$(cd "$(dirname "$layering")" && pwd)/$(basename "$layering")
folder=${2:-}
keep=1
if [ -z "$folder" ]; then
    folder=$(mktemp -d)
    keep=0
fi
targets=${3:-10000}
files=${4:-10}
case "$targets$files" in *[!0-9]*) echo "speed.sh: TARGETS and FILES must be numbers" >&2; exit 2 ;; esac
[ "$keep" = 0 ] || [ ! -e "$folder/workspace" ] || { echo "speed.sh: $folder/workspace exists; pass a new folder" >&2; exit 2; }

source_text() { # module index
    printf '// %s, file %s: generated for timing the layering checker.\nimport Foundation\nimport %s\n#if canImport(Glibc)\nimport Glibc\n#endif\n\n/// A type with enough code around it to look like a real file.\nstruct Type%s {\n    let name = "import Nothing"\n    func describe(_ value: Int) -> String { "\\(name): \\(value * 2)" }\n}\n' "$1" "$2" "$3" "$2"
}

# The workspace: 22 packages, each with a library, an implementation and tests.
ws=$folder/workspace
mkdir -p "$ws"
printf '{\n  "packages": ["Packages/*", "Features/*"],\n  "layers": [\n    {"name": "tests", "kinds": ["test"], "mayDependOn": ["*"]},\n    {"name": "feature", "packages": ["Features/*"], "mayDependOn": ["core"], "independent": true},\n    {"name": "core", "packages": ["Packages/*"]}\n  ]\n}\n' >"$ws/layering.json"
write_package() { # folder name dependency-packages...
    local dir=$1 name=$2
    shift 2
    local deps="" products=""
    for dep in "$@"; do
        deps+=".package(path: \"../../Packages/$dep\"), "
        products+=".product(name: \"$dep\", package: \"$dep\"), "
    done
    mkdir -p "$dir/Sources/$name" "$dir/Sources/${name}Live" "$dir/Tests/${name}Tests"
    printf '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "%s",\n    products: [.library(name: "%s", targets: ["%s"]), .library(name: "%sLive", targets: ["%sLive"])],\n    dependencies: [%s],\n    targets: [\n        .target(name: "%s", dependencies: [%s]),\n        .target(name: "%sLive", dependencies: ["%s"]),\n        .testTarget(name: "%sTests", dependencies: ["%s"]),\n    ]\n)\n' \
        "$name" "$name" "$name" "$name" "$name" "$deps" "$name" "$products" "$name" "$name" "$name" "$name" >"$dir/Package.swift"
    local f
    for ((f = 0; f < 5; f++)); do
        source_text "$name" "$f" "${1:-Foundation}" >"$dir/Sources/$name/File$f.swift"
        source_text "${name}Live" "$f" "$name" >"$dir/Sources/${name}Live/File$f.swift"
    done
    printf 'import Testing\n@testable import %s\n' "$name" >"$dir/Tests/${name}Tests/Tests.swift"
}
write_package "$ws/Packages/Core" Core
write_package "$ws/Packages/DesignSystem" DesignSystem Core
for ((i = 1; i <= 20; i++)); do
    write_package "$ws/Features/Feature$i" "Feature$i" Core DesignSystem
done

# The large package: TARGETS targets of FILES files, each importing the one before it.
large=$folder/large
mkdir -p "$large/Sources"
printf '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "Large",\n    targets: (0..<%s).map { index in\n        .target(name: "Module\\(index)", dependencies: index == 0 ? [] : [.target(name: "Module\\(index - 1)")])\n    }\n)\n' "$targets" >"$large/Package.swift"
for ((t = 0; t < targets; t++)); do
    mkdir "$large/Sources/Module$t"
    imported=Foundation
    [ "$t" = 0 ] || imported=Module$((t - 1))
    for ((f = 0; f < files; f++)); do
        source_text "Module$t" "$f" "$imported" >"$large/Sources/Module$t/File$f.swift"
    done
done

timed() { # label command...
    local label=$1 start end status=0
    shift
    start=$(date +%s.%N)
    "$@" >"$folder/last.log" 2>&1 || status=$?
    end=$(date +%s.%N)
    printf '%-58s %6.2f s  (exit %d: %s)\n' "$label" "$(awk "BEGIN { print $end - $start }")" "$status" \
        "$(tail -n 1 "$folder/last.log")"
}
echo "layering: $layering; $(nproc) cores"
timed "workspace of 22 packages, first check (no cache)" "$layering" check --workspace "$ws"
timed "workspace of 22 packages, re-check (nothing changed)" "$layering" check --workspace "$ws"
timed "one feature and its 2 local dependencies, first check" "$layering" check --package-path "$ws/Features/Feature1" --no-cache
timed "$targets targets × $files files, first check (no cache)" "$layering" check --package-path "$large"
timed "$targets targets × $files files, re-check (nothing changed)" "$layering" check --package-path "$large"
timed "$targets targets × $files files, check with --no-cache" "$layering" check --package-path "$large" --no-cache
[ "$keep" = 1 ] || rm -rf "$folder"
