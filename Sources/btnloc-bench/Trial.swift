/// One operation run several times: its wall times and the peak resident memory of its runs.
struct Trial {
    /// What was run, for the table.
    let label: String
    /// The bytes the operation works through, for MB/s.
    let bytes: Int
    /// The wall time of each run, in seconds.
    private(set) var times: [Double] = []
    /// The highest peak resident set size of the runs (0 when unknown).
    private(set) var peak = 0

    /// Runs `body` `repeats` times, measuring each run's wall time and peak memory;
    /// `before` runs first each time, unmeasured (to free what the last run kept).
    ///
    /// By default the memory freed before a run is given back to the system
    /// (`malloc_trim`), so that the peak is the run's own and the run starts on
    /// fresh pages, as in a new process: it pays a page fault for every page it
    /// touches. With `reusesFreedMemory`, the run reuses the pages the last one
    /// freed (what a process reading many files sees), and the peak includes them.
    static func run(
        _ label: String, bytes: Int, repeats: Int, reusesFreedMemory: Bool = false, before: () -> Void = {},
        _ body: () throws -> Void
    ) rethrows -> Trial {
        var trial = Trial(label: label, bytes: bytes)
        for _ in 0..<repeats {
            before()
            if reusesFreedMemory {
                Measure.resetPeakResident()
            } else {
                Measure.startMemoryMeasurement()
            }
            let (_, seconds) = try Measure.time(body)
            trial.times.append(seconds)
            trial.peak = max(trial.peak, Measure.peakResidentBytes() ?? 0)
        }
        return trial
    }

    /// A trial of runs measured elsewhere (in child processes): their wall times and highest peak.
    static func recorded(_ label: String, bytes: Int, times: [Double], peak: Int) -> Trial {
        var trial = Trial(label: label, bytes: bytes)
        trial.times = times
        trial.peak = peak
        return trial
    }

    /// The fastest run.
    var best: Double { times.min() ?? 0 }
    /// The median run.
    var median: Double { times.isEmpty ? 0 : times.sorted()[times.count / 2] }
    /// Megabytes (10^6 bytes) per second in the fastest run.
    var megabytesPerSecond: Double { best > 0 ? Double(bytes) / 1e6 / best : 0 }

    /// Prints trials side by side: best and median time, MB/s, peak memory and its ratio to `reference` bytes.
    static func printTable(_ trials: [Trial], memoryRelativeTo reference: Int) {
        let width = max(12, trials.map(\.label.count).max() ?? 0)
        func pad(_ text: String, _ count: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, count - text.count))
            return left ? text + fill : fill + text
        }
        print(
            pad("", width, left: true) + pad("best s", 10) + pad("median s", 10) + pad("MB/s", 9)
                + pad("peak RSS", 12) + pad("x input", 9) + "  runs")
        for trial in trials {
            let ratio = reference > 0 ? Double(trial.peak) / Double(reference) : 0
            print(
                pad(trial.label, width, left: true) + pad(Measure.format(trial.best, decimals: 3), 10)
                    + pad(Measure.format(trial.median, decimals: 3), 10)
                    + pad(Measure.format(trial.megabytesPerSecond, decimals: 1), 9)
                    + pad(Measure.megabytes(trial.peak), 12) + pad(Measure.format(ratio, decimals: 2), 9)
                    + "  \(trial.times.count)")
        }
    }
}
