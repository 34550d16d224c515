//! A GTP engine running as a child process, driven one command at a time.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A child process speaking GTP on its stdin and stdout.
pub struct GtpProcess {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl GtpProcess {
    /// Starts `program` with `args`; the error says what could not be started.
    pub fn start(program: &str, args: &[&str]) -> Result<GtpProcess, String> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(GtpProcess {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends one command line and reads its response: `Ok(text)` for `=`, `Err(text)`
    /// for `?`, without the id and the terminating empty line.
    pub fn send(&mut self, command: &str) -> Result<String, String> {
        let raw = self.send_raw(command);
        let (status, text) = raw.split_at(1);
        let text = text.trim_start_matches(|c: char| c.is_ascii_digit());
        let text = text
            .strip_prefix(' ')
            .unwrap_or(text)
            .trim_end()
            .to_string();
        match status {
            "=" => Ok(text),
            "?" => Err(text),
            _ => panic!("`{command}` got a malformed response: {raw:?}"),
        }
    }

    /// Sends one command line and returns the response exactly as written, up to
    /// and including the empty line that ends it.
    pub fn send_raw(&mut self, command: &str) -> String {
        writeln!(self.stdin, "{command}").expect("engine stdin closed");
        self.stdin.flush().expect("engine stdin closed");
        let mut response = String::new();
        loop {
            let mut line = String::new();
            let read = self.stdout.read_line(&mut line).expect("engine stdout");
            assert!(
                read > 0,
                "engine closed stdout after `{command}`: {response:?}"
            );
            response.push_str(&line);
            if line == "\n" && response.len() > 1 {
                return response;
            }
        }
    }
}

impl Drop for GtpProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}
