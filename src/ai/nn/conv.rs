//! Convolutions over a batch laid out `[channel][position]`: 1x1 as one matrix product,
//! 3x3 by Winograd's F(2x2, 3x3) (16 products over 2x2 output tiles: 2.25 times fewer
//! multiplications), other sizes through the input columns (`im2col`) and one product.
//!
//! A layer keeps its weights in the one form its kernel reads: a Web Worker holds a whole
//! network of its own, and the 3x3 layers are nearly all of it.

use super::kernel::{gemm, PackedA};
use super::model::ConvDesc;

pub struct Conv {
    size: usize,
    inputs: usize,
    outputs: usize,
    weights: Weights,
}

enum Weights {
    /// `[out][in][y][x]`: one product with the input (1x1) or its columns.
    Plain(PackedA),
    /// For 3x3: the 16 Winograd-transformed matrices `[out][in]`.
    Winograd(Vec<PackedA>),
}

impl Conv {
    /// The layer `d`; a 3x3 one by Winograd unless `direct` (slower; for comparing).
    pub fn new(d: &ConvDesc, direct: bool) -> Conv {
        assert_eq!(d.size_x, d.size_y, "square kernels only");
        let k = d.inputs * d.size_x * d.size_y;
        let weights = if d.size_x == 3 && !direct {
            Weights::Winograd(winograd_weights(&d.weights, d.outputs, d.inputs))
        } else {
            Weights::Plain(PackedA::new(&d.weights, d.outputs, k))
        };
        Conv {
            size: d.size_x,
            inputs: d.inputs,
            outputs: d.outputs,
            weights,
        }
    }

    pub fn outputs(&self) -> usize {
        self.outputs
    }

    /// `out (+)= conv(input)` for `n` planes of `w × h` each, zero outside each plane.
    pub fn apply(&self, input: &[f32], out: &mut [f32], n: usize, w: usize, h: usize, add: bool) {
        let plane = w * h;
        let np = n * plane;
        match &self.weights {
            Weights::Winograd(winograd) => {
                // About a hundred tiles at a time keep the transformed tiles in cache
                // (and small: 16 planes of them a channel).
                let per = (TILES / (w.div_ceil(2) * h.div_ceil(2))).max(1);
                for b0 in (0..n).step_by(per) {
                    let range = b0..n.min(b0 + per);
                    apply_winograd(winograd, input, out, n, range, w, h, add);
                }
            }
            Weights::Plain(weights) if self.size == 1 => {
                gemm(weights, input, np, out, np, np, add);
            }
            Weights::Plain(weights) => {
                // The 5x5 input layer's columns are 25 times its inputs: the network's
                // passes are small enough for them (one product over a pass is faster
                // than one a position).
                let cols = im2col(input, self.inputs, self.size, n, w, h);
                gemm(weights, &cols, np, out, np, np, add);
            }
        }
    }
}

/// Winograd tiles transformed at a time.
const TILES: usize = 128;

/// The 3x3 convolution by F(2x2, 3x3): transform 4x4 input tiles (`Bᵀ d B`), multiply
/// by the transformed weights (`G g Gᵀ`) one of 16 tile points at a time, transform back
/// (`Aᵀ m A`).
/// Positions `range` of the `n` in the batch.
#[allow(clippy::too_many_arguments)]
fn apply_winograd(
    winograd: &[PackedA],
    input: &[f32],
    out: &mut [f32],
    n: usize,
    range: std::ops::Range<usize>,
    w: usize,
    h: usize,
    add: bool,
) {
    let (tw, th) = (w.div_ceil(2), h.div_ceil(2));
    let tiles = range.len() * tw * th;
    let first = range.start;
    let plane = w * h;
    let np = n * plane;
    let (oc, ic) = (winograd[0].m, winograd[0].k);
    // V[point][in][tile]
    let mut v = vec![0.0; 16 * ic * tiles];
    for c in 0..ic {
        for b in range.clone() {
            let src = &input[c * np + b * plane..][..plane];
            for ty in 0..th {
                for tx in 0..tw {
                    let mut d = [0.0f32; 16];
                    for i in 0..4 {
                        let y = (2 * ty + i) as isize - 1;
                        if y < 0 || y >= h as isize {
                            continue;
                        }
                        for j in 0..4 {
                            let x = (2 * tx + j) as isize - 1;
                            if x >= 0 && x < w as isize {
                                d[i * 4 + j] = src[y as usize * w + x as usize];
                            }
                        }
                    }
                    let t = ((b - first) * th + ty) * tw + tx;
                    let tv = input_transform(&d);
                    for (k, &x) in tv.iter().enumerate() {
                        v[(k * ic + c) * tiles + t] = x;
                    }
                }
            }
        }
    }
    // M[point][out][tile]
    let mut m = vec![0.0; 16 * oc * tiles];
    for k in 0..16 {
        gemm(
            &winograd[k],
            &v[k * ic * tiles..],
            tiles,
            &mut m[k * oc * tiles..],
            tiles,
            tiles,
            false,
        );
    }
    for o in 0..oc {
        for b in range.clone() {
            let dst = &mut out[o * np + b * plane..][..plane];
            for ty in 0..th {
                for tx in 0..tw {
                    let t = ((b - first) * th + ty) * tw + tx;
                    let mut mt = [0.0f32; 16];
                    for (k, x) in mt.iter_mut().enumerate() {
                        *x = m[(k * oc + o) * tiles + t];
                    }
                    let y2 = output_transform(&mt);
                    for i in 0..2 {
                        let y = 2 * ty + i;
                        for j in 0..2 {
                            let x = 2 * tx + j;
                            if y < h && x < w {
                                let o = &mut dst[y * w + x];
                                *o = if add {
                                    *o + y2[i * 2 + j]
                                } else {
                                    y2[i * 2 + j]
                                };
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `Bᵀ d B` for a 4x4 tile.
fn input_transform(d: &[f32; 16]) -> [f32; 16] {
    let mut t = [0.0; 16];
    for j in 0..4 {
        let (d0, d1, d2, d3) = (d[j], d[4 + j], d[8 + j], d[12 + j]);
        t[j] = d0 - d2;
        t[4 + j] = d1 + d2;
        t[8 + j] = d2 - d1;
        t[12 + j] = d1 - d3;
    }
    let mut v = [0.0; 16];
    for i in 0..4 {
        let r = &t[i * 4..i * 4 + 4];
        v[i * 4] = r[0] - r[2];
        v[i * 4 + 1] = r[1] + r[2];
        v[i * 4 + 2] = r[2] - r[1];
        v[i * 4 + 3] = r[1] - r[3];
    }
    v
}

/// `Aᵀ m A`: a 4x4 product tile back to 2x2 outputs.
fn output_transform(m: &[f32; 16]) -> [f32; 4] {
    let mut r = [0.0; 8];
    for j in 0..4 {
        r[j] = m[j] + m[4 + j] + m[8 + j];
        r[4 + j] = m[4 + j] - m[8 + j] - m[12 + j];
    }
    [
        r[0] + r[1] + r[2],
        r[1] - r[2] - r[3],
        r[4] + r[5] + r[6],
        r[5] - r[6] - r[7],
    ]
}

/// `G g Gᵀ` for every (out, in) kernel, as 16 packed `[out][in]` matrices.
fn winograd_weights(weights: &[f32], outputs: usize, inputs: usize) -> Vec<PackedA> {
    let mut u = vec![vec![0.0; outputs * inputs]; 16];
    for o in 0..outputs {
        for i in 0..inputs {
            let g = &weights[(o * inputs + i) * 9..][..9];
            // G g: 4x3
            let mut t = [0.0f32; 12];
            for j in 0..3 {
                let (g0, g1, g2) = (g[j], g[3 + j], g[6 + j]);
                t[j] = g0;
                t[3 + j] = 0.5 * (g0 + g1 + g2);
                t[6 + j] = 0.5 * (g0 - g1 + g2);
                t[9 + j] = g2;
            }
            for r in 0..4 {
                let (a, b, c) = (t[r * 3], t[r * 3 + 1], t[r * 3 + 2]);
                let row = [a, 0.5 * (a + b + c), 0.5 * (a - b + c), c];
                for (k, &x) in row.iter().enumerate() {
                    u[r * 4 + k][o * inputs + i] = x;
                }
            }
        }
    }
    u.iter().map(|m| PackedA::new(m, outputs, inputs)).collect()
}

/// Rows `(in, ky, kx)`, columns the batch's positions: the input shifted by the kernel offset.
fn im2col(input: &[f32], inputs: usize, k: usize, n: usize, w: usize, h: usize) -> Vec<f32> {
    let plane = w * h;
    let np = n * plane;
    let r = (k / 2) as isize;
    let mut cols = vec![0.0; inputs * k * k * np];
    for ic in 0..inputs {
        for ky in 0..k {
            for kx in 0..k {
                let row = &mut cols[((ic * k + ky) * k + kx) * np..][..np];
                let (dy, dx) = (ky as isize - r, kx as isize - r);
                for b in 0..n {
                    let src = &input[ic * np + b * plane..][..plane];
                    let dst = &mut row[b * plane..][..plane];
                    for y in 0..h {
                        let sy = y as isize + dy;
                        if sy < 0 || sy >= h as isize {
                            continue;
                        }
                        let x0 = (-dx).max(0) as usize;
                        let x1 = (w as isize - dx).min(w as isize) as usize;
                        if x0 >= x1 {
                            continue;
                        }
                        let s = sy as usize * w;
                        let sx0 = (x0 as isize + dx) as usize;
                        dst[y * w + x0..y * w + x1]
                            .copy_from_slice(&src[s + sx0..s + sx0 + (x1 - x0)]);
                    }
                }
            }
        }
    }
    cols
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Winograd and the direct convolution agree, odd board sizes and batches included.
    #[test]
    fn winograd_matches_direct() {
        let (ic, oc) = (5, 6);
        let mut s = 7u32;
        let mut next = || {
            s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (s >> 8) as f32 / (1u32 << 24) as f32 - 0.5
        };
        let weights: Vec<f32> = (0..oc * ic * 9).map(|_| next()).collect();
        let desc = ConvDesc {
            size_y: 3,
            size_x: 3,
            inputs: ic,
            outputs: oc,
            weights,
        };
        let (winograd, direct) = (Conv::new(&desc, false), Conv::new(&desc, true));
        for (n, w, h) in [(1, 5, 5), (2, 7, 10), (3, 9, 9)] {
            let input: Vec<f32> = (0..ic * n * w * h).map(|_| next()).collect();
            let mut fast = vec![0.0; oc * n * w * h];
            winograd.apply(&input, &mut fast, n, w, h, false);
            let mut slow = vec![0.0; fast.len()];
            direct.apply(&input, &mut slow, n, w, h, false);
            for (a, b) in fast.iter().zip(&slow) {
                assert!((a - b).abs() < 1e-4, "{a} vs {b}");
            }
        }
    }
}
