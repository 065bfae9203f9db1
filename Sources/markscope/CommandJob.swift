/// What a command does once its command line is read, as a plain value: ArgumentParser's
/// command makes one from its options, and ``FastCommandLine`` makes the same one without it.
protocol CommandJob {
    func run() throws
}
