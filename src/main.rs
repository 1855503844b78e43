//! `tablegen`: a drop-in replacement for `llvm-tblgen`.

fn main() {
    let mut args = std::env::args_os();
    let argv0 = args.next().map_or_else(|| "tablegen".to_string(), |a| a.to_string_lossy().into_owned());
    let args: Vec<_> = args.collect();
    // Deeply nested .td values recurse; give the evaluator a generous stack
    // rather than rely on the platform's 8 MiB main-thread default.
    let worker = std::thread::Builder::new()
        .name("tablegen".into())
        .stack_size(1 << 30)
        .spawn(move || tablegen::cli::run(&argv0, args));
    let code = match worker {
        Ok(handle) => handle.join().unwrap_or(101),
        Err(e) => {
            eprintln!("tablegen: cannot start worker thread: {e}");
            1
        }
    };
    std::process::exit(code);
}
