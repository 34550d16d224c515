//! How a value kept under one key reads back, and when its numbers are absurd: each
//! value's own module says it with [`stored_json!`](crate::stored_json), so the storage
//! knows no value above it.

/// `stored_json!(Type)` or `stored_json!(Type, check = fn)`: the value is stored as its
/// JSON ([`crate::json`]), with a check of its numbers if it has any that play cannot
/// reach (`fn(&Type) -> Result<(), DamageReason>`, [`DamageReason::Absurd`](super::DamageReason::Absurd) naming them).
#[macro_export]
macro_rules! stored_json {
    ($(#[$doc:meta])* $value:ty $(, check = $check:expr)?) => {
        $(#[$doc])*
        impl $crate::storage::Stored for $value {
            fn from_stored(text: &str) -> Result<Self, $crate::storage::DamageReason> {
                let value: Self = $crate::storage::from_json(text)?;
                $( $check(&value)?; )?
                Ok(value)
            }

            fn to_stored(&self) -> String {
                $crate::json::to_string(self)
            }
        }
    };
}

crate::stored_json!(
    /// The ids of the games by link.
    Vec<String>
);
