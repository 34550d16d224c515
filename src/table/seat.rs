//! Who sits at each colour.

/// The player of one colour. Only people for now; the computer player takes a seat
/// here too, so the play screen asks a seat what it is and never who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device.
    Person { name: String },
}

impl Seat {
    pub fn person(name: impl Into<String>) -> Seat {
        Seat::Person { name: name.into() }
    }

    /// The name the screens show.
    pub fn name(&self) -> &str {
        match self {
            Seat::Person { name } => name,
        }
    }
}
