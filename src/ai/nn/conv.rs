//! Convolutions over a batch laid out `[channel][position]`: 1x1 as one matrix product,
//! larger kernels through the input columns (`im2col`) and the same product.

use super::kernel::{gemm, PackedA};
use super::model::ConvDesc;

pub struct Conv {
    size: usize,
    inputs: usize,
    weights: PackedA,
}

impl Conv {
    pub fn new(d: &ConvDesc) -> Conv {
        assert_eq!(d.size_x, d.size_y, "square kernels only");
        let k = d.inputs * d.size_x * d.size_y;
        Conv {
            size: d.size_x,
            inputs: d.inputs,
            weights: PackedA::new(&d.weights, d.outputs, k),
        }
    }

    pub fn outputs(&self) -> usize {
        self.weights.m
    }

    /// `out (+)= conv(input)` for `n` planes of `w × h` each, zero outside each plane.
    pub fn apply(&self, input: &[f32], out: &mut [f32], n: usize, w: usize, h: usize, add: bool) {
        let np = n * w * h;
        if self.size == 1 {
            gemm(&self.weights, input, np, out, np, np, add);
            return;
        }
        let cols = im2col(input, self.inputs, self.size, n, w, h);
        gemm(&self.weights, &cols, np, out, np, np, add);
    }
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
