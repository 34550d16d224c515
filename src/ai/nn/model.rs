//! KataGo's model file (format version 8, `cpp/neuralnet/desc.cpp`) and our compact copy of it.
//!
//! A KataGo `.bin` file is a stream of whitespace-separated tokens (names, sizes, flags) with
//! blocks of floats, each written as `@BIN@` and little-endian f32. Ours is the same stream with
//! large blocks written as `@F24@`, the top three bytes of each f32 (16 significant bits), or
//! as `@F16@`, IEEE half floats; small blocks (batch norm, biases) stay f32. A gzip file
//! (a `.bin.gz` as KataGo ships it) is unpacked first.
//!
//! The shipped net is F16 (2.07 MB, 1.83 MB brotli), widened to f32 at load. Against the f32
//! net over 300 positions (`tengen-net compare`) it keeps the top policy move on every one and
//! moves the policy by up to 9.4e-4, win/loss 1.4e-3, the lead 0.057 points and ownership
//! 5.6e-3 (`tests/ai_nn_blob.rs` bounds these); KataGo's exactness tests run on the f32 net.
//! F24 (16 significant bits, 2.66 MB brotli) stays within 1.2e-5 of KataGo's FP32 outputs; it
//! remains an option of `tengen-net compact` for comparing.

use std::fmt;

/// Why a model could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelError(pub String);

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the network file is not usable: {}", self.0)
    }
}

impl std::error::Error for ModelError {}

fn bad<T>(what: impl Into<String>) -> Result<T, ModelError> {
    Err(ModelError(what.into()))
}

/// A convolution; weights in the order `[out][in][y][x]`.
#[derive(Clone, Debug)]
pub struct ConvDesc {
    pub size_y: usize,
    pub size_x: usize,
    pub inputs: usize,
    pub outputs: usize,
    pub weights: Vec<f32>,
}

/// Batch norm as stored: `(x - mean) / sqrt(variance + epsilon) * scale + bias`.
#[derive(Clone, Debug)]
pub struct BatchNormDesc {
    pub channels: usize,
    pub epsilon: f32,
    pub mean: Vec<f32>,
    pub variance: Vec<f32>,
    pub scale: Vec<f32>,
    pub bias: Vec<f32>,
}

/// A dense layer; weights in the order `[in][out]`.
#[derive(Clone, Debug)]
pub struct MatMulDesc {
    pub inputs: usize,
    pub outputs: usize,
    pub weights: Vec<f32>,
}

/// A residual block; the global pooling kind is the larger, and there are only six.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum BlockDesc {
    Ordinary {
        pre_bn: BatchNormDesc,
        regular: ConvDesc,
        mid_bn: BatchNormDesc,
        last: ConvDesc,
    },
    GlobalPooling {
        pre_bn: BatchNormDesc,
        regular: ConvDesc,
        gpool: ConvDesc,
        gpool_bn: BatchNormDesc,
        gpool_to_bias: MatMulDesc,
        mid_bn: BatchNormDesc,
        last: ConvDesc,
    },
}

/// The whole network as KataGo describes it.
#[derive(Clone, Debug)]
pub struct ModelDesc {
    pub name: String,
    pub version: u32,
    pub spatial_inputs: usize,
    pub global_inputs: usize,
    pub trunk_channels: usize,
    pub initial_conv: ConvDesc,
    pub initial_matmul: MatMulDesc,
    pub blocks: Vec<BlockDesc>,
    pub trunk_tip_bn: BatchNormDesc,
    pub p1_conv: ConvDesc,
    pub g1_conv: ConvDesc,
    pub g1_bn: BatchNormDesc,
    pub g1_to_bias: MatMulDesc,
    pub p1_bn: BatchNormDesc,
    pub p2_conv: ConvDesc,
    pub g1_to_pass: MatMulDesc,
    pub v1_conv: ConvDesc,
    pub v1_bn: BatchNormDesc,
    pub v2_mul: MatMulDesc,
    pub v2_bias: Vec<f32>,
    pub v3_mul: MatMulDesc,
    pub v3_bias: Vec<f32>,
    pub sv3_mul: MatMulDesc,
    pub sv3_bias: Vec<f32>,
    pub ownership_conv: ConvDesc,
}

/// One piece of the token stream, kept so that a file can be written again in another encoding.
#[derive(Clone, Debug)]
enum Item {
    Token(String),
    Floats(Vec<f32>),
}

/// Reads tokens and float blocks, remembering them in order if asked (to write the file
/// again: a copy of every weight, which loading the network does not want).
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    items: Option<Vec<Item>>,
}

impl<'a> Reader<'a> {
    fn token(&mut self) -> Result<String, ModelError> {
        while self.at < self.bytes.len() && self.bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        let start = self.at;
        while self.at < self.bytes.len() && !self.bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        if start == self.at {
            return bad("the file ends too early");
        }
        let t = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
        if let Some(items) = &mut self.items {
            items.push(Item::Token(t.clone()));
        }
        Ok(t)
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ModelError> {
        let t = self.token()?;
        t.parse()
            .or_else(|_| bad(format!("{what}: expected a number, found {t:?}")))
    }

    fn size(&mut self, what: &str) -> Result<usize, ModelError> {
        let n: usize = self.number(what)?;
        if n == 0 || n > 1 << 20 {
            return bad(format!("{what}: size {n} is out of range"));
        }
        Ok(n)
    }

    fn floats(&mut self, n: usize, what: &str) -> Result<Vec<f32>, ModelError> {
        let mut skipped = 0;
        while self.at < self.bytes.len() && self.bytes[self.at] != b'@' {
            self.at += 1;
            skipped += 1;
            if skipped > 100 {
                return bad(format!("{what}: no float block"));
            }
        }
        let tag = self.bytes.get(self.at..self.at + 5);
        let width = match tag {
            Some(b"@BIN@") => 4,
            Some(b"@F24@") => 3,
            Some(b"@F16@") => 2,
            _ => return bad(format!("{what}: unknown float block")),
        };
        self.at += 5;
        let body = self
            .bytes
            .get(self.at..self.at + n * width)
            .ok_or_else(|| ModelError(format!("{what}: the float block is cut short")))?;
        self.at += n * width;
        let v: Vec<f32> = if width == 4 {
            body.chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect()
        } else if width == 3 {
            // The top three bytes of an f32 (15 mantissa bits).
            body.chunks_exact(3)
                .map(|b| f32::from_le_bytes([0, b[0], b[1], b[2]]))
                .collect()
        } else {
            body.chunks_exact(2)
                .map(|b| f16_to_f32(u16::from_le_bytes([b[0], b[1]])))
                .collect()
        };
        if v.iter().any(|x| !x.is_finite()) {
            return bad(format!("{what}: a weight is not finite"));
        }
        if let Some(items) = &mut self.items {
            items.push(Item::Floats(v.clone()));
        }
        Ok(v)
    }

    fn conv(&mut self) -> Result<ConvDesc, ModelError> {
        let name = self.token()?;
        let size_y = self.size(&name)?;
        let size_x = self.size(&name)?;
        let inputs = self.size(&name)?;
        let outputs = self.size(&name)?;
        let dilation_y: usize = self.number(&name)?;
        let dilation_x: usize = self.number(&name)?;
        if dilation_y != 1 || dilation_x != 1 || size_y % 2 == 0 || size_x % 2 == 0 {
            return bad(format!(
                "{name}: only odd, undilated convolutions are supported"
            ));
        }
        let raw = self.floats(size_y * size_x * inputs * outputs, &name)?;
        // The file's order is y, x, in, out.
        let mut weights = vec![0.0; raw.len()];
        let mut i = 0;
        for y in 0..size_y {
            for x in 0..size_x {
                for ic in 0..inputs {
                    for oc in 0..outputs {
                        weights[((oc * inputs + ic) * size_y + y) * size_x + x] = raw[i];
                        i += 1;
                    }
                }
            }
        }
        Ok(ConvDesc {
            size_y,
            size_x,
            inputs,
            outputs,
            weights,
        })
    }

    fn batch_norm(&mut self) -> Result<BatchNormDesc, ModelError> {
        let name = self.token()?;
        let channels = self.size(&name)?;
        let epsilon: f32 = self.number(&name)?;
        let has_scale: u8 = self.number(&name)?;
        let has_bias: u8 = self.number(&name)?;
        let mean = self.floats(channels, &name)?;
        let variance = self.floats(channels, &name)?;
        let scale = if has_scale != 0 {
            self.floats(channels, &name)?
        } else {
            vec![1.0; channels]
        };
        // desc.cpp fills a missing bias with 1.0, not 0.0; kept as KataGo does it.
        let bias = if has_bias != 0 {
            self.floats(channels, &name)?
        } else {
            vec![1.0; channels]
        };
        Ok(BatchNormDesc {
            channels,
            epsilon,
            mean,
            variance,
            scale,
            bias,
        })
    }

    fn activation(&mut self) -> Result<(), ModelError> {
        self.token().map(|_| ())
    }

    fn matmul(&mut self) -> Result<MatMulDesc, ModelError> {
        let name = self.token()?;
        let inputs = self.size(&name)?;
        let outputs = self.size(&name)?;
        let weights = self.floats(inputs * outputs, &name)?;
        Ok(MatMulDesc {
            inputs,
            outputs,
            weights,
        })
    }

    fn matbias(&mut self) -> Result<Vec<f32>, ModelError> {
        let name = self.token()?;
        let n = self.size(&name)?;
        self.floats(n, &name)
    }

    fn block(&mut self) -> Result<BlockDesc, ModelError> {
        let kind = self.token()?;
        self.token()?; // the block's name
        match kind.as_str() {
            "ordinary_block" => {
                let pre_bn = self.batch_norm()?;
                self.activation()?;
                let regular = self.conv()?;
                let mid_bn = self.batch_norm()?;
                self.activation()?;
                let last = self.conv()?;
                Ok(BlockDesc::Ordinary {
                    pre_bn,
                    regular,
                    mid_bn,
                    last,
                })
            }
            "gpool_block" => {
                let pre_bn = self.batch_norm()?;
                self.activation()?;
                let regular = self.conv()?;
                let gpool = self.conv()?;
                let gpool_bn = self.batch_norm()?;
                self.activation()?;
                let gpool_to_bias = self.matmul()?;
                let mid_bn = self.batch_norm()?;
                self.activation()?;
                let last = self.conv()?;
                Ok(BlockDesc::GlobalPooling {
                    pre_bn,
                    regular,
                    gpool,
                    gpool_bn,
                    gpool_to_bias,
                    mid_bn,
                    last,
                })
            }
            other => bad(format!("unsupported block kind {other:?}")),
        }
    }

    fn model(&mut self) -> Result<ModelDesc, ModelError> {
        let name = self.token()?;
        let version: u32 = self.number("version")?;
        if version != 8 {
            return bad(format!(
                "model version {version}; only version 8 is supported"
            ));
        }
        let spatial_inputs = self.size("spatial inputs")?;
        let global_inputs = self.size("global inputs")?;
        self.token()?; // "trunk"
        let num_blocks = self.size("blocks")?;
        let trunk_channels = self.size("trunk channels")?;
        for what in [
            "mid channels",
            "regular channels",
            "dilated channels",
            "gpool channels",
        ] {
            self.size(what)?;
        }
        let initial_conv = self.conv()?;
        let initial_matmul = self.matmul()?;
        let blocks = (0..num_blocks)
            .map(|_| self.block())
            .collect::<Result<Vec<_>, _>>()?;
        let trunk_tip_bn = self.batch_norm()?;
        self.activation()?;
        self.token()?; // policy head name
        let p1_conv = self.conv()?;
        let g1_conv = self.conv()?;
        let g1_bn = self.batch_norm()?;
        self.activation()?;
        let g1_to_bias = self.matmul()?;
        let p1_bn = self.batch_norm()?;
        self.activation()?;
        let p2_conv = self.conv()?;
        let g1_to_pass = self.matmul()?;
        self.token()?; // value head name
        let v1_conv = self.conv()?;
        let v1_bn = self.batch_norm()?;
        self.activation()?;
        let v2_mul = self.matmul()?;
        let v2_bias = self.matbias()?;
        self.activation()?;
        let v3_mul = self.matmul()?;
        let v3_bias = self.matbias()?;
        let sv3_mul = self.matmul()?;
        let sv3_bias = self.matbias()?;
        let ownership_conv = self.conv()?;
        let m = ModelDesc {
            name,
            version,
            spatial_inputs,
            global_inputs,
            trunk_channels,
            initial_conv,
            initial_matmul,
            blocks,
            trunk_tip_bn,
            p1_conv,
            g1_conv,
            g1_bn,
            g1_to_bias,
            p1_bn,
            p2_conv,
            g1_to_pass,
            v1_conv,
            v1_bn,
            v2_mul,
            v2_bias,
            v3_mul,
            v3_bias,
            sv3_mul,
            sv3_bias,
            ownership_conv,
        };
        m.check_shapes()?;
        Ok(m)
    }
}

impl ModelDesc {
    /// Reads a KataGo model (`.bin`, `.bin.gz`) or our compact copy of one.
    pub fn parse(bytes: &[u8]) -> Result<ModelDesc, ModelError> {
        Self::read(bytes, None).map(|(m, _)| m)
    }

    /// The model and every token and float block of it, in order.
    fn parse_items(bytes: &[u8]) -> Result<(ModelDesc, Vec<Item>), ModelError> {
        Self::read(bytes, Some(Vec::new())).map(|(m, items)| (m, items.unwrap_or_default()))
    }

    fn read(
        bytes: &[u8],
        items: Option<Vec<Item>>,
    ) -> Result<(ModelDesc, Option<Vec<Item>>), ModelError> {
        let unpacked;
        let bytes = if bytes.starts_with(&[0x1f, 0x8b]) {
            unpacked = gunzip(bytes)?;
            &unpacked[..]
        } else {
            bytes
        };
        let mut r = Reader {
            bytes,
            at: 0,
            items,
        };
        let m = r.model()?;
        Ok((m, r.items))
    }

    /// The shapes the forward pass relies on.
    fn check_shapes(&self) -> Result<(), ModelError> {
        let c = self.trunk_channels;
        let ok = self.initial_conv.inputs == self.spatial_inputs
            && self.initial_conv.outputs == c
            && self.initial_matmul.inputs == self.global_inputs
            && self.initial_matmul.outputs == c
            && self.p1_conv.inputs == c
            && self.g1_to_bias.inputs == 3 * self.g1_conv.outputs
            && self.g1_to_bias.outputs == self.p1_conv.outputs
            && self.p2_conv.outputs == 1
            && self.g1_to_pass.outputs == 1
            && self.v2_mul.inputs == 3 * self.v1_conv.outputs
            && self.v3_mul.outputs == 3
            && self.sv3_mul.outputs == 4
            && self.ownership_conv.outputs == 1
            && self.blocks.iter().all(|b| match b {
                BlockDesc::Ordinary { regular, last, .. } => {
                    regular.inputs == c && last.outputs == c
                }
                BlockDesc::GlobalPooling {
                    regular,
                    gpool,
                    gpool_to_bias,
                    last,
                    ..
                } => {
                    regular.inputs == c
                        && gpool_to_bias.inputs == 3 * gpool.outputs
                        && gpool_to_bias.outputs == regular.outputs
                        && last.outputs == c
                }
            });
        if ok {
            Ok(())
        } else {
            bad("layer shapes do not fit together")
        }
    }

    /// The number of weights and parameters.
    pub fn parameter_count(bytes: &[u8]) -> Result<usize, ModelError> {
        let (_, items) = Self::parse_items(bytes)?;
        Ok(items
            .iter()
            .map(|i| match i {
                Item::Floats(v) => v.len(),
                Item::Token(_) => 0,
            })
            .sum())
    }
}

/// Blocks at least this long are stored in the compact encoding in the shipped copy.
pub const COMPACT_MIN_BLOCK: usize = 1024;

/// How the large blocks are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// IEEE half floats (11 significant bits).
    F16,
    /// The top three bytes of an f32, rounded (16 significant bits).
    F24,
}

/// Rewrites a KataGo model with its float blocks of at least `from` values in `storage`
/// (`@F16@` / `@F24@`), the others as f32.
pub fn compact(bytes: &[u8], from: usize, storage: Storage) -> Result<Vec<u8>, ModelError> {
    let (_, items) = ModelDesc::parse_items(bytes)?;
    let mut out = Vec::new();
    for item in items {
        match item {
            Item::Token(t) => {
                out.extend_from_slice(t.as_bytes());
                out.push(b'\n');
            }
            Item::Floats(v) if v.len() >= from && storage == Storage::F16 => {
                out.extend_from_slice(b"@F16@");
                for x in v {
                    out.extend_from_slice(&f32_to_f16(x).to_le_bytes());
                }
                out.push(b'\n');
            }
            Item::Floats(v) if v.len() >= from => {
                out.extend_from_slice(b"@F24@");
                for x in v {
                    let bits = x.to_bits();
                    // Round to nearest; a carry into the exponent is the right rounding too.
                    let top = (bits >> 8) + ((bits >> 7) & 1);
                    out.extend_from_slice(&top.to_le_bytes()[..3]);
                }
                out.push(b'\n');
            }
            Item::Floats(v) => {
                out.extend_from_slice(b"@BIN@");
                for x in v {
                    out.extend_from_slice(&x.to_le_bytes());
                }
                out.push(b'\n');
            }
        }
    }
    Ok(out)
}

fn gunzip(bytes: &[u8]) -> Result<Vec<u8>, ModelError> {
    // Gzip header (RFC 1952): 10 bytes, then optional fields named by the flag byte.
    if bytes.len() < 18 || bytes[2] != 8 {
        return bad("not a deflate gzip file");
    }
    let flags = bytes[3];
    let mut at = 10;
    if flags & 4 != 0 {
        let n = *bytes.get(at).unwrap_or(&0) as usize
            | (*bytes.get(at + 1).unwrap_or(&0) as usize) << 8;
        at += 2 + n;
    }
    for bit in [8u8, 16] {
        if flags & bit != 0 {
            while at < bytes.len() && bytes[at] != 0 {
                at += 1;
            }
            at += 1;
        }
    }
    if flags & 2 != 0 {
        at += 2;
    }
    let body = bytes
        .get(at..)
        .ok_or_else(|| ModelError("gzip header".into()))?;
    miniz_oxide::inflate::decompress_to_vec(body)
        .map_err(|e| ModelError(format!("gzip data: {e:?}")))
}

/// IEEE half to single precision (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let mant = (h & 0x3ff) as u32;
    let bits = match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: normalise.
            let shift = m.leading_zeros() - 21;
            let m = (m << shift) & 0x3ff;
            sign | ((113 - shift) << 23) | (m << 13)
        }
        (31, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// Single to half precision, rounding to nearest even.
pub fn f32_to_f16(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut h = m >> shift;
        if rest > half || (rest == half && h & 1 == 1) {
            h += 1;
        }
        return sign | h as u16;
    }
    let rest = mant & 0x1fff;
    let mut h = ((e as u32) << 10) | (mant >> 13);
    if rest > 0x1000 || (rest == 0x1000 && h & 1 == 1) {
        h += 1;
    }
    sign | h as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    /// F24 rounds to nearest and reads back within half a unit of its 16th bit.
    #[test]
    fn f24_round_trip() {
        let text = b"x\n@BIN@";
        let mut raw = text.to_vec();
        let values = [1.0f32, -1.0 / 3.0, 123.456, 1e-30];
        for v in values {
            raw.extend_from_slice(&v.to_le_bytes());
        }
        let mut r = Reader {
            bytes: &raw,
            at: 0,
            items: None,
        };
        r.token().unwrap();
        r.floats(values.len(), "test").unwrap();
        let mut out = Vec::new();
        for x in values {
            let bits = x.to_bits();
            let top = (bits >> 8) + ((bits >> 7) & 1);
            out.extend_from_slice(&top.to_le_bytes()[..3]);
        }
        let mut packed = b"@F24@".to_vec();
        packed.extend_from_slice(&out);
        let mut r = Reader {
            bytes: &packed,
            at: 0,
            items: None,
        };
        for (got, want) in r.floats(values.len(), "test").unwrap().iter().zip(values) {
            assert!(
                ((got - want) / want).abs() <= 1.0 / 65536.0,
                "{got} vs {want}"
            );
        }
    }

    /// f16 round trips exactly and rounds to nearest.
    #[test]
    fn half_floats() {
        for h in 0..0x7c00u16 {
            assert_eq!(f32_to_f16(f16_to_f32(h)), h, "{h:#x}");
            assert_eq!(f32_to_f16(-f16_to_f32(h)), h | 0x8000);
        }
        assert_eq!(f16_to_f32(f32_to_f16(1.0 / 3.0)), 0.333_251_95);
        assert_eq!(f32_to_f16(1e9), 0x7c00);
    }
}
