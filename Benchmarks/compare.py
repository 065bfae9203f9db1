#!/usr/bin/env python3
"""markscope against the tools people use instead, in interleaved rounds on the same files.

In-process parse rates: lexbor (selectolax) and lxml parse-only, against markscope's
tokenizer and whole pipeline (tokenize → normalize → tree → styles → layout at 80 columns,
from `markscope-bench --seconds`). Whole processes: `lynx -dump`, `w3m -dump`, `html2text`
and `markscope render --colors none`, wall time and peak memory per process (wait4), on a
10 KB snippet (where start-up is most of the time), 1 MB and 10 MB; the snippet and the empty
file are run once untimed before each timed run, so that every tool's pages are resident.
The previewer: save-to-repaint of the 10 KB snippet and of 1 MB (`markscope-bench --previewer`).
Every figure is the best of ROUNDS; ratios are taken within the run. Run by compare.sh.
"""
import os, subprocess, sys, time

MB = 1048576


def best(values):
    return min(values) if values else float("nan")


def parse_rates(files, rounds):
    from selectolax.lexbor import LexborHTMLParser
    import lxml.html
    data = {f: open(f, "rb").read() for f in files}
    times = {}
    for f in files:
        for name, parse in (("lexbor", LexborHTMLParser), ("lxml", lxml.html.document_fromstring)):
            samples = []
            deadline = time.perf_counter() + 0.5
            while len(samples) < 3 or (time.perf_counter() < deadline and len(samples) < 200):
                start = time.perf_counter()
                parse(data[f])
                samples.append(time.perf_counter() - start)
            times.setdefault((name, f), []).append(min(samples))
    return times


def run_process(command):
    """Wall seconds and peak RSS (MB) of one process, its output discarded.

    A fresh small Python starts it with posix_spawn, so the peak is the tool's own and not
    the pages of this process (a forked child counts its parent's resident memory)."""
    runner = ("import os, sys, time\n"
              "start = time.perf_counter()\n"
              "null = os.open(os.devnull, os.O_WRONLY)\n"
              "pid = os.posix_spawnp(sys.argv[1], sys.argv[1:], os.environ, file_actions=[\n"
              "    (os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])\n"
              "_, status, usage = os.wait4(pid, 0)\n"
              "print(time.perf_counter() - start, usage.ru_maxrss / 1024, status)\n")
    output = subprocess.run([sys.executable, "-c", runner] + command, capture_output=True, text=True, check=True).stdout
    seconds, peak, status = output.split()
    if status != "0":
        raise SystemExit(f"{' '.join(command)} failed with status {status}")
    return float(seconds), float(peak)


def main():
    markscope, bench, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    corpus, patho, empty = sys.argv[4], sys.argv[5], sys.argv[6]
    sizes = ["1k", "100k", "1m", "10m"]
    files = [f"{corpus}/corpus-{s}.html" for s in sizes]
    snippet = f"{corpus}/corpus-10k.html"
    pathological = sorted(os.path.join(patho, name) for name in os.listdir(patho))
    processes = {
        "lynx -dump": lambda f: ["lynx", "-dump", "-force_html", "-nolist", "-width=80", f],
        "w3m -dump": lambda f: ["w3m", "-dump", "-T", "text/html", "-cols", "80", f],
        "html2text": lambda f: ["html2text", "-width", "80", f],
        "markscope render": lambda f: [markscope, "render", "--colors", "none", "--width", "80", f],
    }
    in_process, ours, wall, memory, previewer = {}, {}, {}, {}, {}
    for round_number in range(rounds):
        print(f"round {round_number + 1}/{rounds}", file=sys.stderr)
        for key, value in parse_rates(files, rounds).items():
            in_process.setdefault(key, []).extend(value)
        output = subprocess.run([bench, "--seconds"] + files + [snippet] + pathological, capture_output=True,
                                text=True, check=True).stdout
        for line in output.splitlines():
            path, size, tokenize, pipeline = line.split("\t")
            ours.setdefault(path, {"size": int(size), "tokenize": [], "pipeline": []})
            ours[path]["tokenize"].append(float(tokenize))
            ours[path]["pipeline"].append(float(pipeline))
        # Columns: file, size, reload, repaint, first screen (reload + repaint), complete.
        output = subprocess.run([bench, "--previewer", snippet, files[2]], capture_output=True, text=True,
                                check=True).stdout
        for line in output.splitlines()[1:]:
            name, _, _, _, first, complete = line.split()
            previewer.setdefault(name, {"first": [], "complete": []})
            previewer[name]["first"].append(float(first))
            previewer[name]["complete"].append(float(complete))
        for f in [snippet, files[2], files[3], empty] + pathological:
            for tool, command in processes.items():
                if tool != "markscope render" and (f == empty or f in pathological):
                    continue
                if f in (snippet, empty):
                    # Untimed first: this machine's kernel reclaims page-cache pages left idle for
                    # seconds, however much memory is free, and between rounds a tool's binary
                    # loses some; the first run then reads them back from disk. That is most of a
                    # 10 KB run and would be timed for the biggest binary most (DECISIONS.md).
                    run_process(command(f))
                seconds, peak = run_process(command(f))
                wall.setdefault((tool, f), []).append(seconds)
                memory[(tool, f)] = max(memory.get((tool, f), 0), peak)

    def rate(seconds, path):
        return ours[path]["size"] / MB / seconds if path in ours else os.path.getsize(path) / MB / seconds

    print(f"In-process MB/s (best of {rounds} interleaved rounds)")
    print(f"{'file':<18}{'lexbor':>9}{'lxml':>9}{'tokenize':>10}{'pipeline':>10}{'tok/lexbor':>12}{'pipe/lexbor':>13}")
    for f in files:
        lexbor = rate(best(in_process[("lexbor", f)]), f)
        lxml = rate(best(in_process[("lxml", f)]), f)
        tokenize = rate(best(ours[f]["tokenize"]), f)
        pipeline = rate(best(ours[f]["pipeline"]), f)
        print(f"{os.path.basename(f):<18}{lexbor:>9.1f}{lxml:>9.1f}{tokenize:>10.1f}{pipeline:>10.1f}"
              f"{tokenize / lexbor:>12.2f}{pipeline / lexbor:>13.2f}")
    one, ten = rate(best(ours[files[2]]["pipeline"]), files[2]), rate(best(ours[files[3]]["pipeline"]), files[3])
    print(f"10 MB / 1 MB pipeline throughput: {ten / one:.2f}")
    print(f"10 KB snippet through the whole pipeline: {best(ours[snippet]['pipeline']) * 1000:.3f} ms")
    print()
    print(f"Whole processes, wall ms and peak MB (best of {rounds})")
    print(f"{'tool':<18}{'10 KB ms':>9}{'1 MB ms':>9}{'10 MB ms':>10}{'1 MB peak':>11}{'10 MB peak':>12}")
    for tool in processes:
        cells = [best(wall[(tool, f)]) * 1000 for f in [snippet] + files[2:4]] + [memory[(tool, f)] for f in files[2:4]]
        print(f"{tool:<18}{cells[0]:>9.1f}{cells[1]:>9.0f}{cells[2]:>10.0f}{cells[3]:>11.0f}{cells[4]:>12.0f}")
    lynx = best(wall[("lynx -dump", files[2])])
    ours_render = best(wall[("markscope render", files[2])])
    print(f"markscope render 1 MB vs lynx -dump: {lynx / ours_render:.2f}x faster")
    print(f"markscope render 10 MB peak memory: {memory[('markscope render', files[3])] / (os.path.getsize(files[3]) / MB):.1f}x the input")
    print()
    print(f"Previewer save-to-repaint at 160x40, ms (best of {rounds})")
    for f in [snippet, files[2]]:
        name = os.path.basename(f)
        print(f"{name:<18}first screen {best(previewer[name]['first']):>6.2f}   complete {best(previewer[name]['complete']):>6.2f}")
    print()
    startup = best(wall[("markscope render", empty)])
    normal = (ours_render - startup) / os.path.getsize(files[2])
    print(f"Pathological files: markscope render, start-up ({startup * 1000:.0f} ms) subtracted, time per byte vs corpus-1m")
    for f in pathological:
        seconds = best(wall[("markscope render", f)])
        per_byte = (seconds - startup) / os.path.getsize(f)
        print(f"{os.path.basename(f):<26}{os.path.getsize(f) / MB:>6.1f} MB{seconds * 1000:>8.0f} ms{per_byte / normal:>7.2f}x")


if __name__ == "__main__":
    main()
