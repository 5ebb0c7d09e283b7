#!/usr/bin/env bash
# Writes a package of MODULES business modules with FILES Swift files each (plus runtime, contracts
# and Common) into FOLDER, for timing `layering check` on a large graph:
#   Tools/Layering/Scripts/generate-large-package.sh 500 20 /tmp/large
#   time .build/release/layering check --package-path /tmp/large
set -euo pipefail
modules=${1:?usage: generate-large-package.sh MODULES FILES FOLDER}
files=${2:?usage: generate-large-package.sh MODULES FILES FOLDER}
folder=${3:?usage: generate-large-package.sh MODULES FILES FOLDER}
if [ -e "$folder" ]; then
    echo "generate-large-package.sh: $folder exists; pass a folder that does not exist yet" >&2
    exit 2
fi
mkdir -p "$folder/Mediator/Runtime" "$folder/Mediator/Contracts" "$folder/Common"
cat >"$folder/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let modules = (0..<$modules).map { "Module\(\$0)" }

let package = Package(
    name: "Large",
    targets: [
        .target(name: "MediatorRuntime", path: "Mediator/Runtime"),
        .target(name: "Mediator", dependencies: ["MediatorRuntime"], path: "Mediator/Contracts"),
        .target(name: "Common", path: "Common"),
    ] + modules.map { .target(name: \$0, dependencies: ["Mediator", "Common"], path: "Modules/\(\$0)") }
)
SWIFT
echo 'public struct Router {}' >"$folder/Mediator/Runtime/Router.swift"
echo '@_exported import MediatorRuntime' >"$folder/Mediator/Contracts/Exports.swift"
echo 'import Foundation' >"$folder/Common/Log.swift"
for ((m = 0; m < modules; m++)); do
    dir="$folder/Modules/Module$m"
    mkdir -p "$dir"
    for ((f = 0; f < files; f++)); do
        cat >"$dir/File$f.swift" <<SWIFT
// Module$m, file $f: generated for timing the layering checker.
import Foundation
import Mediator
@preconcurrency import Common
#if canImport(Glibc)
import Glibc
#endif

/// A type with enough code around it to look like a real file.
struct Type$f {
    /* A block comment /* with a nested one */ that mentions import Module0. */
    let name = "import Module1"
    let template = """
        import Module2 \(1 + 1)
        """

    func describe(_ value: Int) -> String {
        let doubled = value * 2
        return "\(name): \(doubled) \("nested \("strings")")"
    }

    func sum(_ values: [Int]) -> Int {
        values.reduce(0, +)
    }
}
SWIFT
    done
done
echo "wrote $modules modules × $files files to $folder"
