//! Helpers shared by the integration tests.

pub mod gtp_process;
