fn main() -> std::process::ExitCode {
    yahtzee::cli::run()
}
