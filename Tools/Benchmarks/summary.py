#!/usr/bin/env python3
"""Reads the percentiles that ordo-one's benchmark harness exported (--format
histogramPercentiles) and prints, per benchmark, wall time and allocations per operation with
percentiles, then one summary table: our figure, the peer's, and the ratio.

    summary.py RESULTS_DIR   (Tools/Benchmarks/run calls it; it also writes RESULTS_DIR/summary.md)
"""
import os
import platform
import re
import subprocess
import sys

PREFIX = "Current_run.MediatorBenchmarks."
SUFFIX = ".histogram.percentiles.tsv"
SHOWN = [0, 25, 50, 75, 90, 99, 100]

# (what is compared, our benchmark, the peer's, metric, the peer's note, target: ours ÷ peer at most)
ROWS = [
    ("1. Register 10,000 routes + start 100 modules", "register.ours.hub-100-modules-10k-routes",
     "register.peer.routingkit-10k-routes", "wallClock", "routing-kit TrieRouter.register, patterns parsed by pathComponents", 0.167),
    ("1b. Register 10,000 routes, router only", "register.ours.router-bulk-10k-routes",
     "register.peer.routingkit-10k-routes-preparsed", "wallClock", "TrieRouter.register, components parsed before timing", None),
    ("2. Resolve a URL, hit", "resolve-hit.ours.remoteMatch-full-url",
     "resolve-hit.peer.routingkit-urlcomponents", "wallClock", "URLComponents parse, host + path split, route(path:parameters:)", 1.0),
    ("2. Resolve a URL, miss", "resolve-miss.ours.remoteMatch-full-url",
     "resolve-miss.peer.routingkit-urlcomponents", "wallClock", "URLComponents parse, host + path split, route(path:parameters:)", 1.0),
    ("2a. Resolve a URL, hit, path-only peer", "resolve-hit.ours.remoteMatch-full-url",
     "resolve-hit.peer.routingkit-path-only", "wallClock", "route(path:parameters:), PATH ONLY: pre-split segments, no scheme, no query (lower bound)", None),
    ("2a. Resolve a URL, miss, path-only peer", "resolve-miss.ours.remoteMatch-full-url",
     "resolve-miss.peer.routingkit-path-only", "wallClock", "route(path:parameters:), PATH ONLY (lower bound)", None),
    ("2b. Resolve a pre-parsed URL, hit", "resolve-hit.ours.resolve-preparsed-url",
     "resolve-hit.peer.routingkit-path-only", "wallClock", "route(path:parameters:), PATH ONLY", None),
    ("3. Service lookup, 1 thread", "service.ours.lookup",
     "service.peer.swinject-resolve", "wallClock", "Swinject Container.resolve, .container scope", 0.05),
    ("3. Service lookup, 1 thread, thread-safe peer", "service-synchronized.ours.lookup",
     "service-synchronized.peer.swinject-synchronize-resolve", "wallClock", "Swinject synchronize().resolve", None),
    ("3. Service lookup, 2 threads at once", "service-2-threads.ours.lookup",
     "service-2-threads.peer.swinject-synchronize-resolve", "wallClock", "Swinject synchronize().resolve; per call, each thread", None),
    ("4. Post one event to 100 subscribers", "event.ours.post-to-100",
     "event.peer.notificationcenter-post-to-100", "wallClock", "Foundation NotificationCenter.post, 100 block observers", 1.0),
    ("5. 10,000-route table: heap bytes held", "memory.ours.router-10k-routes",
     "memory.peer.routingkit-10k-routes", "memoryLeakedBytes", "routing-kit TrieRouter (bytes allocated - freed)", None),
    ("5. 10,000-route table: allocations held", "memory.ours.router-10k-routes",
     "memory.peer.routingkit-10k-routes", "mallocFreeDelta", "routing-kit TrieRouter (mallocs - frees)", None),
    ("5. 10,000-route table: peak resident delta", "memory.ours.router-10k-routes",
     "memory.peer.routingkit-10k-routes", "peakMemoryResidentDelta", "routing-kit TrieRouter (sampled RSS)", None),
    ("6. App start: bazaar open bazaar://home", "start.ours.bazaar-open-home",
     "start.peer.foundation-hello-floor", "wallClock", "release Foundation program printing one line (floor)", None),
    ("6b. App start beside the async floor", "start.ours.bazaar-open-home",
     "start.peer.foundation-hello-async-floor", "wallClock",
     "the same line from an async main awaiting one task (async floor)", None),
    ("6e. App start beside the static floor", "start.ours.bazaar-open-home",
     "start.peer.foundation-hello-static-floor", "wallClock",
     "the floor linked statically, as the release bazaar is (static floor)", None),
    # Paired rows: the benchmark records ours ÷ peer per mille in each iteration (peer is None).
    ("6c. App start ÷ the floor, paired (the target)", "start.paired.bazaar-per-floor", None, "perMilleOfFloor",
     "the three floors and bazaar run in turn in each iteration", 1.15),
    ("6d. App start ÷ the async floor, paired", "start.paired.bazaar-per-floor", None, "perMilleOfAsyncFloor",
     "the same iterations", None),
    ("6f. App start ÷ the static floor, paired", "start.paired.bazaar-per-floor", None, "perMilleOfStaticFloor",
     "the same iterations", None),
]

UNIT_FACTORS = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0,
                "#": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def load(results):
    """{benchmark: {metric: {percentile: value in seconds or count}}}"""
    data = {}
    for name in os.listdir(results):
        if not (name.startswith(PREFIX) and name.endswith(SUFFIX)):
            continue
        benchmark, metric = name[len(PREFIX):-len(SUFFIX)].rsplit(".", 1)
        with open(os.path.join(results, name)) as f:
            lines = f.read().splitlines()
        unit = re.findall(r"\(([^()]*)\)", lines[0])
        factor = UNIT_FACTORS.get(unit[-1], 1) if unit else 1
        values = {}
        for line in lines[1:]:
            p, v = line.split("\t")
            values[int(p)] = float(v) * factor
        data.setdefault(benchmark, {})[metric] = values
    return data


def time(seconds):
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds * 1e9:.3g} ns"


def count(value, metric):
    if metric in ("memoryLeakedBytes", "peakMemoryResidentDelta"):
        for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
            if abs(value) >= scale:
                return f"{value / scale:.3g} {unit}"
        return f"{value:.0f} B"
    return f"{value:,.0f}" if value == int(value) else f"{value:.3g}"


def show(value, metric):
    return time(value) if metric == "wallClock" else count(value, metric)


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(next(l.split()[1] for l in f if l.startswith("MemTotal")))
            memory = f", {kb / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration):
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        swift = "swift ?"
    load = os.getloadavg()
    return (f"{cpu}, {os.cpu_count()} cores{memory}; {platform.system()} {platform.release()} {platform.machine()}; "
            f"{swift}; load average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


def main():
    results = sys.argv[1]
    data = load(results)
    unavailable = ""
    marker = os.path.join(results, "app-start-unavailable.txt")
    if os.path.exists(marker):
        unavailable = open(marker).read().strip().replace("APP-START-UNAVAILABLE: ", "")

    print("\nPer operation, percentiles (wall time; allocations = malloc calls)")
    header = f"{'benchmark':58} {'metric':18} " + " ".join(f"{'p' + str(p):>9}" for p in SHOWN)
    print(header)
    print("-" * len(header))
    for benchmark in sorted(data):
        for metric in ("wallClock", "mallocCountTotal", "mallocFreeDelta", "memoryLeakedBytes",
                       "peakMemoryResidentDelta", "perMilleOfFloor", "perMilleOfAsyncFloor",
                       "perMilleOfStaticFloor"):
            values = data[benchmark].get(metric)
            if values is None:
                continue
            cells = " ".join(f"{show(values[p], metric):>9}" for p in SHOWN)
            print(f"{benchmark:58} {metric:18} {cells}")

    table = ["| comparison | ours (p50) | peer (p50) | ours ÷ peer | at p0 | target (p50) | allocs/op ours · peer | peer |",
             "| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |"]
    for title, ours, peer, metric, note, target in ROWS:
        if peer is None:
            # A paired row: the ratio per mille, each iteration's own.
            o = data.get(ours, {}).get(metric, {}).get(50)
            ratio_value = None if o is None else o / 1000
            ratio = "–" if ratio_value is None else f"{ratio_value:.3g}"
            best = "–"  # the fastest iteration of a ratio says nothing of the ratio
            if ratio_value is None:
                verdict = "not measured" if target is not None else "–"
            elif target is None:
                verdict = "–"
            else:
                verdict = ("met" if ratio_value <= target else "NOT met") + f" (≤ {target:g})"
            table.append(f"| {title} | – | – | {ratio} | {best} | {verdict} | – | {note} |")
            continue
        o = data.get(ours, {}).get(metric, {}).get(50)
        p = data.get(peer, {}).get(metric, {}).get(50)
        o0 = data.get(ours, {}).get(metric, {}).get(0)
        p0 = data.get(peer, {}).get(metric, {}).get(0)
        best = "–" if o0 is None or not p0 else f"{o0 / p0:.3g}"
        allocs = [data.get(b, {}).get("mallocCountTotal", {}).get(50) for b in (ours, peer)]
        alloc_text = " · ".join("–" if a is None else f"{a:,.0f}" for a in allocs)
        if o is None and ours.startswith("start.") and unavailable:
            ours_text, ratio, best, verdict = f"n/a: {unavailable}", "–", "–", "not measured"
        else:
            ours_text = "missing" if o is None else show(o, metric)
            ratio_value = None if o is None or not p else o / p
            ratio = "–" if ratio_value is None else f"{ratio_value:.3g}"
            if target is None or ratio_value is None:
                verdict = "–" if target is None else "not measured"
            else:
                verdict = ("met" if ratio_value <= target else "NOT met") + f" (≤ {target:g})"
        table.append(f"| {title} | {ours_text} | {'missing' if p is None else show(p, metric)} | {ratio} | {best} | "
                     f"{verdict} | {alloc_text} | {note} |")

    info = machine()
    print("\nSummary (p50 of each benchmark, and the ratio of the fastest samples, p0, which a busy machine"
          " disturbs least; ours ÷ peer below 1 means we are ahead)")
    print("Machine: " + info + "\n")
    for line in table:
        print(line)
    with open(os.path.join(results, "summary.md"), "w") as f:
        f.write(f"Machine: {info}\n\n" + "\n".join(table) + "\n")
    print(f"\n(The table as Markdown: {os.path.join(results, 'summary.md')})")


if __name__ == "__main__":
    main()
