//! The forward pass: trunk, policy head and value head, as KataGo's backends compute them
//! (batch norm folded into a scale and bias, ReLU, masking off-board points, global pooling
//! with KataGo's board-size scaling).
//!
//! Activations are laid out `[channel][position]` with the positions of a pass side by
//! side, so that every convolution is one matrix product over them. A batch goes through
//! in passes of about [`POINTS_PER_PASS`] points (four 9x9 positions, one 19x19): each
//! position's numbers are the same whatever its neighbours in a pass, and a Web Worker's
//! memory, which never shrinks, need not hold a whole 19x19 batch's activations.

use super::conv::Conv;
use super::features::{self, GLOBAL, SPATIAL};
use super::model::{BatchNormDesc, BlockDesc, ConvDesc, MatMulDesc, ModelDesc, ModelError};
use super::position::{KataKo, KataScoring, Position};
use crate::ai::Evaluation;

/// Batch norm folded to `x * scale + bias`.
struct Norm {
    scale: Vec<f32>,
    bias: Vec<f32>,
}

impl Norm {
    fn new(d: &BatchNormDesc) -> Norm {
        let scale: Vec<f32> = (0..d.channels)
            .map(|c| d.scale[c] / (d.variance[c] + d.epsilon).sqrt())
            .collect();
        let bias = (0..d.channels)
            .map(|c| d.bias[c] - d.mean[c] * scale[c])
            .collect();
        Norm { scale, bias }
    }

    /// `out = relu(in * scale + bias) * mask`, channel by channel.
    fn relu_masked(&self, input: &[f32], out: &mut [f32], mask: &[f32]) {
        out.copy_from_slice(input);
        self.relu_masked_in_place(out, mask);
    }

    /// `x = relu(x * scale + bias) * mask`, channel by channel.
    fn relu_masked_in_place(&self, x: &mut [f32], mask: &[f32]) {
        let n = mask.len();
        for (c, plane) in x.chunks_exact_mut(n).enumerate() {
            let (s, b) = (self.scale[c], self.bias[c]);
            for (o, &m) in plane.iter_mut().zip(mask) {
                *o = (*o * s + b).max(0.0) * m;
            }
        }
    }
}

/// A dense layer, weights `[in][out]`.
struct Dense {
    inputs: usize,
    outputs: usize,
    weights: Vec<f32>,
    bias: Vec<f32>,
}

impl Dense {
    fn new(d: &MatMulDesc, bias: Option<&[f32]>) -> Dense {
        Dense {
            inputs: d.inputs,
            outputs: d.outputs,
            weights: d.weights.clone(),
            bias: bias.map_or_else(|| vec![0.0; d.outputs], <[f32]>::to_vec),
        }
    }

    fn apply(&self, input: &[f32]) -> Vec<f32> {
        let mut out = self.bias.clone();
        for (i, &x) in input.iter().enumerate().take(self.inputs) {
            let row = &self.weights[i * self.outputs..(i + 1) * self.outputs];
            for (o, &w) in out.iter_mut().zip(row) {
                *o += x * w;
            }
        }
        out
    }
}

enum Block {
    Ordinary {
        pre: Norm,
        regular: Conv,
        mid: Norm,
        last: Conv,
    },
    GlobalPooling {
        pre: Norm,
        regular: Conv,
        gpool: Conv,
        gpool_norm: Norm,
        to_bias: Dense,
        mid: Norm,
        last: Conv,
    },
}

/// Points of the positions that go through the network together: a pass's activations
/// are some 100 floats a point in each of a few buffers.
const POINTS_PER_PASS: usize = 384;

/// KataGo's network, ready to evaluate positions.
pub struct Network {
    pub name: String,
    trunk_channels: usize,
    initial_conv: Conv,
    initial_matmul: Dense,
    blocks: Vec<Block>,
    trunk_tip: Norm,
    p1_conv: Conv,
    g1_conv: Conv,
    g1_norm: Norm,
    g1_to_bias: Dense,
    p1_norm: Norm,
    p2_conv: Conv,
    g1_to_pass: Dense,
    v1_conv: Conv,
    v1_norm: Norm,
    v2: Dense,
    v3: Dense,
    sv3: Dense,
    ownership_conv: Conv,
}

/// What the net says of one position, from the player to move's view, before the policy
/// is masked and softmaxed.
struct Raw {
    policy: Vec<f32>,
    pass: f32,
    value: [f32; 3],
    score: [f32; 4],
    ownership: Vec<f32>,
}

/// The batch's mask and its per-position board areas.
struct Batch {
    n: usize,
    plane: usize,
    mask: Vec<f32>,
    area: Vec<f32>,
    buf_w: usize,
    buf_h: usize,
}

impl Network {
    /// Loads a KataGo model (`.bin.gz`, `.bin`) or our compact copy (`assets/katago/`).
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, ModelError> {
        Ok(Network::new(ModelDesc::parse(bytes)?, false))
    }

    /// The network of a model already read ([`ModelDesc::parse`]): a caller holding the
    /// file's bytes can let them go before the network is built (a Web Worker's memory
    /// never shrinks).
    pub fn from_model(m: ModelDesc) -> Network {
        Network::new(m, false)
    }

    /// As [`Network::from_bytes`], with 3x3 convolutions done directly instead of by
    /// Winograd (slower; for comparing).
    pub fn from_bytes_direct(bytes: &[u8]) -> Result<Network, ModelError> {
        Ok(Network::new(ModelDesc::parse(bytes)?, true))
    }

    /// The network of `m`, whose blocks' weights are let go one block at a time as their
    /// layers take their own form of them: loading needs little more than the network.
    fn new(mut m: ModelDesc, direct: bool) -> Network {
        let conv = |d: &ConvDesc| Conv::new(d, direct);
        let blocks = std::mem::take(&mut m.blocks)
            .into_iter()
            .map(|b| match b {
                BlockDesc::Ordinary {
                    pre_bn,
                    regular,
                    mid_bn,
                    last,
                } => Block::Ordinary {
                    pre: Norm::new(&pre_bn),
                    regular: conv(&regular),
                    mid: Norm::new(&mid_bn),
                    last: conv(&last),
                },
                BlockDesc::GlobalPooling {
                    pre_bn,
                    regular,
                    gpool,
                    gpool_bn,
                    gpool_to_bias,
                    mid_bn,
                    last,
                } => Block::GlobalPooling {
                    pre: Norm::new(&pre_bn),
                    regular: conv(&regular),
                    gpool: conv(&gpool),
                    gpool_norm: Norm::new(&gpool_bn),
                    to_bias: Dense::new(&gpool_to_bias, None),
                    mid: Norm::new(&mid_bn),
                    last: conv(&last),
                },
            })
            .collect();
        Network {
            name: m.name.clone(),
            trunk_channels: m.trunk_channels,
            initial_conv: conv(&m.initial_conv),
            initial_matmul: Dense::new(&m.initial_matmul, None),
            blocks,
            trunk_tip: Norm::new(&m.trunk_tip_bn),
            p1_conv: conv(&m.p1_conv),
            g1_conv: conv(&m.g1_conv),
            g1_norm: Norm::new(&m.g1_bn),
            g1_to_bias: Dense::new(&m.g1_to_bias, None),
            p1_norm: Norm::new(&m.p1_bn),
            p2_conv: conv(&m.p2_conv),
            g1_to_pass: Dense::new(&m.g1_to_pass, None),
            v1_conv: conv(&m.v1_conv),
            v1_norm: Norm::new(&m.v1_bn),
            v2: Dense::new(&m.v2_mul, Some(&m.v2_bias)),
            v3: Dense::new(&m.v3_mul, Some(&m.v3_bias)),
            sv3: Dense::new(&m.sv3_mul, Some(&m.sv3_bias)),
            ownership_conv: conv(&m.ownership_conv),
        }
    }

    /// Evaluates positions, each under one of KataGo's symmetries (0..8: bit 0 flips rows,
    /// bit 1 flips columns, bit 2 then transposes; a transpose is skipped on a board that is
    /// not square). All positions of a batch must share a size. The answer is in each
    /// position's own orientation, from its player to move's view.
    pub fn evaluate_positions(&self, batch: &[(&Position, u8)]) -> Vec<Evaluation> {
        self.evaluate_in_buffer(batch, None)
    }

    /// As [`Network::evaluate_positions`], with the board in the top-left corner of a larger
    /// input buffer (`buffer = (width, height)`), the rest masked off, as KataGo does when
    /// its buffer is bigger than the board.
    pub fn evaluate_in_buffer(
        &self,
        batch: &[(&Position, u8)],
        buffer: Option<(usize, usize)>,
    ) -> Vec<Evaluation> {
        let Some(&(first, _)) = batch.first() else {
            return Vec::new();
        };
        let (w, h) = (first.width(), first.height());
        assert!(
            batch.iter().all(|(p, _)| p.width() == w && p.height() == h),
            "one batch, one board size"
        );
        let (buf_w, buf_h) = buffer.unwrap_or((w, h));
        let per_pass = (POINTS_PER_PASS / (buf_w * buf_h)).max(1);
        batch
            .chunks(per_pass)
            .flat_map(|pass| self.evaluate_pass(pass, buf_w, buf_h))
            .collect()
    }

    /// One pass of [`Network::evaluate_in_buffer`].
    fn evaluate_pass(
        &self,
        batch: &[(&Position, u8)],
        buf_w: usize,
        buf_h: usize,
    ) -> Vec<Evaluation> {
        let plane = buf_w * buf_h;
        let n = batch.len();
        let np = n * plane;
        // Inputs, each plane written through the position's symmetry.
        let mut spatial = vec![0.0; SPATIAL * np];
        let mut global = vec![0.0; GLOBAL * n];
        let mut one = vec![0.0; SPATIAL * plane];
        let maps: Vec<Vec<usize>> = batch
            .iter()
            .map(|&(_, s)| symmetry_map(buf_w, buf_h, s))
            .collect();
        for (b, &(p, _)) in batch.iter().enumerate() {
            features::fill(p, buf_w, buf_h, &mut one, &mut global[b * GLOBAL..]);
            for f in 0..SPATIAL {
                for (i, &to) in maps[b].iter().enumerate() {
                    spatial[f * np + b * plane + to] = one[f * plane + i];
                }
            }
        }
        let mask = spatial[..np].to_vec();
        let area = (0..n)
            .map(|b| mask[b * plane..(b + 1) * plane].iter().sum())
            .collect();
        let ctx = Batch {
            n,
            plane,
            mask,
            area,
            buf_w,
            buf_h,
        };
        let raws = self.forward(&ctx, &spatial, &global);
        batch
            .iter()
            .zip(raws)
            .zip(&maps)
            .map(|((&(p, _), raw), map)| finish(p, raw, map, buf_w))
            .collect()
    }

    fn forward(&self, ctx: &Batch, spatial: &[f32], global: &[f32]) -> Vec<Raw> {
        let np = ctx.n * ctx.plane;
        let c = self.trunk_channels;
        let conv = |layer: &Conv, input: &[f32], out: &mut [f32], add: bool| {
            layer.apply(input, out, ctx.n, ctx.buf_w, ctx.buf_h, add)
        };
        let mut trunk = vec![0.0; c * np];
        conv(&self.initial_conv, spatial, &mut trunk, false);
        for b in 0..ctx.n {
            let bias = self
                .initial_matmul
                .apply(&global[b * GLOBAL..(b + 1) * GLOBAL]);
            add_channel_bias(&mut trunk, &bias, ctx, b);
        }
        let mut act = vec![0.0; c * np];
        for block in &self.blocks {
            match block {
                Block::Ordinary {
                    pre,
                    regular,
                    mid,
                    last,
                } => {
                    pre.relu_masked(&trunk, &mut act, &ctx.mask);
                    let mut m = vec![0.0; regular.outputs() * np];
                    conv(regular, &act, &mut m, false);
                    mid.relu_masked_in_place(&mut m, &ctx.mask);
                    conv(last, &m, &mut trunk, true);
                }
                Block::GlobalPooling {
                    pre,
                    regular,
                    gpool,
                    gpool_norm,
                    to_bias,
                    mid,
                    last,
                } => {
                    pre.relu_masked(&trunk, &mut act, &ctx.mask);
                    let mut r = vec![0.0; regular.outputs() * np];
                    conv(regular, &act, &mut r, false);
                    let mut g = vec![0.0; gpool.outputs() * np];
                    conv(gpool, &act, &mut g, false);
                    gpool_norm.relu_masked_in_place(&mut g, &ctx.mask);
                    for b in 0..ctx.n {
                        let pooled = pool(&g, gpool.outputs(), ctx, b, false);
                        add_channel_bias(&mut r, &to_bias.apply(&pooled), ctx, b);
                    }
                    mid.relu_masked_in_place(&mut r, &ctx.mask);
                    conv(last, &r, &mut trunk, true);
                }
            }
        }
        drop(act);
        self.trunk_tip.relu_masked_in_place(&mut trunk, &ctx.mask);
        let trunk = trunk;
        // Policy head.
        let mut p1 = vec![0.0; self.p1_conv.outputs() * np];
        conv(&self.p1_conv, &trunk, &mut p1, false);
        let mut g1 = vec![0.0; self.g1_conv.outputs() * np];
        conv(&self.g1_conv, &trunk, &mut g1, false);
        self.g1_norm.relu_masked_in_place(&mut g1, &ctx.mask);
        let mut passes = Vec::with_capacity(ctx.n);
        for b in 0..ctx.n {
            let pooled = pool(&g1, self.g1_conv.outputs(), ctx, b, false);
            add_channel_bias(&mut p1, &self.g1_to_bias.apply(&pooled), ctx, b);
            passes.push(self.g1_to_pass.apply(&pooled)[0]);
        }
        self.p1_norm.relu_masked_in_place(&mut p1, &ctx.mask);
        let mut policy = vec![0.0; np];
        conv(&self.p2_conv, &p1, &mut policy, false);
        // Value head.
        let mut v1 = vec![0.0; self.v1_conv.outputs() * np];
        conv(&self.v1_conv, &trunk, &mut v1, false);
        self.v1_norm.relu_masked_in_place(&mut v1, &ctx.mask);
        let mut ownership = vec![0.0; np];
        conv(&self.ownership_conv, &v1, &mut ownership, false);
        (0..ctx.n)
            .map(|b| {
                let pooled = pool(&v1, self.v1_conv.outputs(), ctx, b, true);
                let v2: Vec<f32> = self.v2.apply(&pooled).iter().map(|x| x.max(0.0)).collect();
                let v = self.v3.apply(&v2);
                let s = self.sv3.apply(&v2);
                let range = b * ctx.plane..(b + 1) * ctx.plane;
                Raw {
                    policy: policy[range.clone()].to_vec(),
                    pass: passes[b],
                    value: [v[0], v[1], v[2]],
                    score: [s[0], s[1], s[2], s[3]],
                    ownership: ownership[range].to_vec(),
                }
            })
            .collect()
    }
}

/// Adds a per-channel bias to position `b`'s planes.
fn add_channel_bias(t: &mut [f32], bias: &[f32], ctx: &Batch, b: usize) {
    let np = ctx.n * ctx.plane;
    for (c, &v) in bias.iter().enumerate() {
        let start = c * np + b * ctx.plane;
        for x in &mut t[start..start + ctx.plane] {
            *x += v;
        }
    }
}

/// KataGo's global pooling of position `b`: per channel the mean, the mean scaled by
/// `(sqrt(area) - 14) / 10`, and the max (the value head: the mean scaled by
/// `(sqrt(area) - 14)^2 / 100 - 0.1` instead of the max).
fn pool(t: &[f32], channels: usize, ctx: &Batch, b: usize, value_head: bool) -> Vec<f32> {
    let np = ctx.n * ctx.plane;
    let area = ctx.area[b];
    let s = area.sqrt() - 14.0;
    let mut out = vec![0.0; 3 * channels];
    for c in 0..channels {
        let plane = &t[c * np + b * ctx.plane..c * np + (b + 1) * ctx.plane];
        let sum: f32 = plane.iter().sum();
        let max = plane.iter().fold(0.0f32, |m, &x| m.max(x));
        let mean = sum / area;
        out[c] = mean;
        out[channels + c] = mean * s * 0.1;
        out[2 * channels + c] = if value_head {
            mean * (s * s * 0.01 - 0.1)
        } else {
            max
        };
    }
    out
}

/// Where each buffer point goes under a symmetry: flip columns (bit 1) and rows (bit 0),
/// then transpose (bit 2, square buffers only), as KataGo's `copyInputsWithSymmetry`.
fn symmetry_map(w: usize, h: usize, symmetry: u8) -> Vec<usize> {
    let transpose = symmetry & 4 != 0 && w == h;
    let (flip_x, flip_y) = (symmetry & 2 != 0, symmetry & 1 != 0);
    (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| {
            let sx = if flip_x { w - 1 - x } else { x };
            let sy = if flip_y { h - 1 - y } else { y };
            if transpose {
                sx * w + sy
            } else {
                sy * w + sx
            }
        })
        .collect()
}

/// KataGo's `nneval` post-processing: the policy softmaxed over the legal moves, win/loss/
/// no-result softmaxed (no result impossible under superko with area scoring), the lead in
/// points, ownership through tanh.
fn finish(p: &Position, raw: Raw, map: &[usize], buf_w: usize) -> Evaluation {
    let (w, h) = (p.width(), p.height());
    let mut logits = Vec::with_capacity(w * h + 1);
    let mut legal = Vec::with_capacity(w * h + 1);
    let mut ownership = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let at = map[y * buf_w + x];
            logits.push(raw.policy[at]);
            legal.push(p.is_legal(x, y));
            ownership.push(raw.ownership[at].tanh());
        }
    }
    logits.push(raw.pass);
    legal.push(true);
    let policy = softmax_legal(&logits, &legal);
    let [mut win, mut loss, mut no_result] = raw.value.map(f64::from);
    let no_result_impossible =
        p.rules().ko != KataKo::Simple && p.rules().scoring != KataScoring::Territory;
    if no_result_impossible {
        no_result -= 100_000.0;
    }
    let top = win.max(loss).max(no_result);
    let (ew, el, mut en) = (
        (win - top).exp(),
        (loss - top).exp(),
        (no_result - top).exp(),
    );
    if no_result_impossible {
        en = 0.0;
    }
    let sum = ew + el + en;
    (win, loss, no_result) = (ew / sum, el / sum, en / sum);
    let lead = raw.score[2] * 20.0 * (1.0 - no_result as f32);
    Evaluation {
        policy,
        win: win as f32,
        loss: loss as f32,
        no_result: no_result as f32,
        lead,
        ownership,
    }
}

/// Softmax over the legal entries; the others get 0.
pub fn softmax_legal(logits: &[f32], legal: &[bool]) -> Vec<f32> {
    let top = logits
        .iter()
        .zip(legal)
        .filter(|(_, &l)| l)
        .fold(f32::NEG_INFINITY, |m, (&x, _)| m.max(x));
    let mut out: Vec<f32> = logits
        .iter()
        .zip(legal)
        .map(|(&x, &l)| if l { (x - top).exp() } else { 0.0 })
        .collect();
    let sum: f32 = out.iter().sum();
    if sum > 0.0 {
        out.iter_mut().for_each(|x| *x /= sum);
    }
    out
}
