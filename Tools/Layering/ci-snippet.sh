# Layering checks for .ci/run (paste in; run from the repository root).
# 1. The project's checker: declared graph + every import, every violation with file:line.
#    (The test RepositoryLayeringTests applies the same rules inside `swift test`.)
swift build --product layering
layering_bin="$(swift build --show-bin-path)/layering"
if ! "$layering_bin" check --package-path .; then
    echo "ci: layering check found violations (or could not read the package); see above" >&2
    exit 1
fi
# 2. The compiler's own check, a second line: it reports only the first missing import per target
#    and accepts transitive dependencies. It prints "Build complete!" even when it fails, so the
#    exit status is what counts.
if ! swift build --explicit-target-dependency-import-check error; then
    echo "ci: swift build --explicit-target-dependency-import-check error failed; see the error above" >&2
    exit 1
fi
