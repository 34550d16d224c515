//! Share links without a server: the SGF text, zlib-compressed (`miniz_oxide`) and
//! base64url-encoded, in the page's fragment: `#sgf=eNo...`. The fragment never
//! reaches a server; the zlib checksum catches a damaged link.

use super::import::MAX_BYTES;
use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::{decompress_to_vec_zlib_with_limit, TINFLStatus};
use std::fmt;

/// What a share fragment starts with.
pub const FRAGMENT_PREFIX: &str = "#sgf=";

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a link could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// No `#sgf=` in it.
    NotAShareLink,
    /// A character that base64url does not use, at this position of the data.
    BadCharacter { at: usize },
    /// Cut short or altered: the data does not decompress or its checksum fails.
    Damaged,
    /// The game inside is over 1 MB.
    TooLarge,
    /// The game inside is not text.
    NotText,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::NotAShareLink => write!(f, "This link holds no game (no #sgf= in it)."),
            ShareError::BadCharacter { at } => write!(
                f,
                "This game link is damaged: character {} is not part of a link.",
                at + 1
            ),
            ShareError::Damaged => write!(
                f,
                "This game link is damaged or cut short: copy the whole link again."
            ),
            ShareError::TooLarge => write!(f, "The game in this link is over 1 MB."),
            ShareError::NotText => write!(f, "This game link does not hold a game record."),
        }
    }
}

impl std::error::Error for ShareError {}

/// The fragment `#sgf=...` for this SGF text.
pub fn encode_fragment(sgf: &str) -> String {
    format!("{FRAGMENT_PREFIX}{}", pack(sgf))
}

/// Text as a link's data: zlib-compressed, then base64url without padding.
pub fn pack(text: &str) -> String {
    let packed = compress_to_vec_zlib(text.as_bytes(), 9);
    let mut out = String::with_capacity(packed.len() * 4 / 3 + 4);
    for chunk in packed.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The SGF text in a fragment, a whole URL, or the data after `#sgf=`.
pub fn decode_fragment(link: &str) -> Result<String, ShareError> {
    let data = match link.find(FRAGMENT_PREFIX) {
        Some(i) => &link[i + FRAGMENT_PREFIX.len()..],
        None => link.strip_prefix("sgf=").ok_or(ShareError::NotAShareLink)?,
    };
    unpack(data)
}

/// The text of a link's data ([`pack`]); line breaks and padding that mail programs add
/// are ignored.
pub fn unpack(data: &str) -> Result<String, ShareError> {
    // Mail programs break long links and some add padding: both are ignored.
    let data = data.trim_end_matches('=');
    let mut bytes = Vec::with_capacity(data.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for (at, c) in data
        .bytes()
        .filter(|c| !c.is_ascii_whitespace())
        .enumerate()
    {
        let v = ALPHABET
            .iter()
            .position(|&a| a == c)
            .ok_or(ShareError::BadCharacter { at })?;
        acc = (acc << 6 | v as u32) & 0xFFFFFF;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((acc >> bits) as u8);
        }
    }
    let text = decompress_to_vec_zlib_with_limit(&bytes, MAX_BYTES).map_err(|e| {
        if e.status == TINFLStatus::HasMoreOutput {
            ShareError::TooLarge
        } else {
            ShareError::Damaged
        }
    })?;
    String::from_utf8(text).map_err(|_| ShareError::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "(;GM[1]FF[4]SZ[9]KM[7]PB[Ann]PW[Bō];B[ee];W[cc];B[gg];W[])";

    /// A game goes into a fragment and comes back byte for byte, from any form of link.
    #[test]
    fn round_trip() {
        let fragment = encode_fragment(GAME);
        assert!(fragment.starts_with("#sgf="));
        assert!(fragment[5..]
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        assert_eq!(decode_fragment(&fragment).unwrap(), GAME);
        let url = format!("https://example.org/tengen/{fragment}");
        assert_eq!(decode_fragment(&url).unwrap(), GAME);
        assert_eq!(decode_fragment(&fragment[1..]).unwrap(), GAME);
        let wrapped = format!("{}\n  {}", &fragment[..20], &fragment[20..]);
        assert_eq!(decode_fragment(&wrapped).unwrap(), GAME);
        for n in 0..40 {
            let s = "x".repeat(n);
            assert_eq!(decode_fragment(&encode_fragment(&s)).unwrap(), s);
        }
    }

    /// Damaged links are refused in words.
    #[test]
    fn damaged_links() {
        let fragment = encode_fragment(GAME);
        assert_eq!(
            decode_fragment("https://example.org/"),
            Err(ShareError::NotAShareLink)
        );
        assert_eq!(
            decode_fragment("#sgf=ab$cd"),
            Err(ShareError::BadCharacter { at: 2 })
        );
        let cut = &fragment[..fragment.len() - 6];
        assert_eq!(decode_fragment(cut), Err(ShareError::Damaged));
        let mut altered = fragment.clone().into_bytes();
        let i = altered.len() / 2;
        altered[i] = if altered[i] == b'A' { b'B' } else { b'A' };
        let altered = String::from_utf8(altered).unwrap();
        assert!(decode_fragment(&altered).is_err());
        assert_eq!(decode_fragment("#sgf="), Err(ShareError::Damaged));
        let bomb = encode_fragment(&"(".repeat(MAX_BYTES + 1));
        assert_eq!(decode_fragment(&bomb), Err(ShareError::TooLarge));
        assert!(ShareError::Damaged.to_string().contains("damaged"));
    }
}
