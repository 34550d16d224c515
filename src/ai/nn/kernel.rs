//! The one hot loop: `C = A·B` (or `C += A·B`) with `A` packed in panels of four rows.
//!
//! Every convolution of the network is such a product: `A` is the weights (`out × in·k·k`,
//! packed once at load), `B` the input columns (`in·k·k × positions`, or the Winograd-
//! transformed tiles). A 4×8 block of `C` lives in eight 4-lane registers while `k` runs.
//!
//! Three twins with one meaning: [`gemm_scalar`] (the reference), SSE on x86_64 (always
//! present there) and SIMD128 on wasm32, enabled for the kernel alone
//! (`#[target_feature(enable = "simd128")]`), so it needs no build flag: Trunk builds both
//! wasm modules with one RUSTFLAGS, and only the worker's calls the network, so only it
//! carries SIMD instructions (the page's main wasm has none). Other hosts get a portable
//! block. `unsafe` and `core::arch` stay in this file.

/// Rows per panel of a packed `A`.
pub const PANEL: usize = 4;
/// Columns of `C` per block of the fast kernels.
const BLOCK: usize = 8;

/// A row-major `m × k` matrix stored as panels of four rows, each panel `k × 4` (zero-padded).
#[derive(Clone, Debug)]
pub struct PackedA {
    pub m: usize,
    pub k: usize,
    data: Vec<f32>,
}

impl PackedA {
    pub fn new(a: &[f32], m: usize, k: usize) -> PackedA {
        assert_eq!(a.len(), m * k);
        let panels = m.div_ceil(PANEL);
        let mut data = vec![0.0; panels * k * PANEL];
        for row in 0..m {
            let (panel, lane) = (row / PANEL, row % PANEL);
            for col in 0..k {
                data[(panel * k + col) * PANEL + lane] = a[row * k + col];
            }
        }
        PackedA { m, k, data }
    }

    fn panel(&self, p: usize) -> &[f32] {
        &self.data[p * self.k * PANEL..(p + 1) * self.k * PANEL]
    }
}

/// `C[m × n] (+)= A · B[k × n]`; `B` and `C` row-major with the given row strides.
pub fn gemm(a: &PackedA, b: &[f32], ldb: usize, c: &mut [f32], ldc: usize, n: usize, add: bool) {
    check(a, b, ldb, c, ldc, n);
    let full = n / BLOCK * BLOCK;
    // The last columns, zero-padded to a whole block, so they run through the fast block too.
    let tail: Vec<f32> = if full < n {
        let mut t = vec![0.0; a.k * BLOCK];
        for p in 0..a.k {
            t[p * BLOCK..p * BLOCK + n - full].copy_from_slice(&b[p * ldb + full..p * ldb + n]);
        }
        t
    } else {
        Vec::new()
    };
    for p in 0..a.m.div_ceil(PANEL) {
        let rows = PANEL.min(a.m - p * PANEL);
        let panel = a.panel(p);
        let c = &mut c[p * PANEL * ldc..];
        let mut col = 0;
        while col < full {
            block_4x8(panel, a.k, &b[col..], ldb, &mut c[col..], ldc, rows, add);
            col += BLOCK;
        }
        if full < n {
            let mut block = [0.0; PANEL * BLOCK];
            block_4x8(panel, a.k, &tail, BLOCK, &mut block, BLOCK, rows, false);
            for r in 0..rows {
                let out = &mut c[r * ldc + full..r * ldc + n];
                for (o, &v) in out.iter_mut().zip(&block[r * BLOCK..]) {
                    *o = if add { *o + v } else { v };
                }
            }
        }
    }
}

/// The reference twin of [`gemm`], in plain scalar code.
pub fn gemm_scalar(
    a: &PackedA,
    b: &[f32],
    ldb: usize,
    c: &mut [f32],
    ldc: usize,
    n: usize,
    add: bool,
) {
    check(a, b, ldb, c, ldc, n);
    for p in 0..a.m.div_ceil(PANEL) {
        let rows = PANEL.min(a.m - p * PANEL);
        scalar_panel(
            a.panel(p),
            a.k,
            b,
            ldb,
            &mut c[p * PANEL * ldc..],
            ldc,
            rows,
            n,
            add,
        );
    }
}

fn check(a: &PackedA, b: &[f32], ldb: usize, c: &[f32], ldc: usize, n: usize) {
    assert!(n <= ldb && n <= ldc);
    assert!(a.k == 0 || b.len() >= (a.k - 1) * ldb + n, "B is too short");
    assert!(a.m == 0 || c.len() >= (a.m - 1) * ldc + n, "C is too short");
}

#[allow(clippy::too_many_arguments)]
fn scalar_panel(
    panel: &[f32],
    k: usize,
    b: &[f32],
    ldb: usize,
    c: &mut [f32],
    ldc: usize,
    rows: usize,
    n: usize,
    add: bool,
) {
    for r in 0..rows {
        for col in 0..n {
            let mut s = 0.0f32;
            for p in 0..k {
                s += panel[p * PANEL + r] * b[p * ldb + col];
            }
            let out = &mut c[r * ldc + col];
            *out = if add { *out + s } else { s };
        }
    }
}

/// One 4×8 block of `C`; `rows` (1..=4) of it are written.
#[allow(clippy::too_many_arguments)]
#[inline]
fn block_4x8(
    panel: &[f32],
    k: usize,
    b: &[f32],
    ldb: usize,
    c: &mut [f32],
    ldc: usize,
    rows: usize,
    add: bool,
) {
    assert!(panel.len() >= k * PANEL);
    assert!(k == 0 || b.len() >= (k - 1) * ldb + BLOCK);
    assert!((1..=PANEL).contains(&rows) && c.len() >= (rows - 1) * ldc + BLOCK);
    let mut acc = [[0.0f32; BLOCK]; PANEL];
    // SAFETY: the asserts above bound every load: panel[p*4..p*4+4] for p < k and
    // b[p*ldb..p*ldb+8] for p < k. On wasm32 the block uses SIMD128 whatever the build
    // flags: the worker is only loaded by browsers we support, all of which have it; one
    // without fails to compile the worker's module (never runs a wrong instruction), and
    // the page says the computer failed.
    unsafe { simd::block(panel.as_ptr(), k, b.as_ptr(), ldb, &mut acc) };
    for (r, row) in acc.iter().enumerate().take(rows) {
        let out = &mut c[r * ldc..r * ldc + BLOCK];
        if add {
            for (o, v) in out.iter_mut().zip(row) {
                *o += v;
            }
        } else {
            out.copy_from_slice(row);
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod simd {
    use super::{BLOCK, PANEL};
    use core::arch::x86_64::*;

    /// Accumulates a 4×8 block. Callers guarantee `k` panel rows and `k` rows of 8 in `b`.
    #[inline]
    pub unsafe fn block(
        a: *const f32,
        k: usize,
        b: *const f32,
        ldb: usize,
        out: &mut [[f32; BLOCK]; PANEL],
    ) {
        let mut c = [_mm_setzero_ps(); 8];
        for p in 0..k {
            let b0 = _mm_loadu_ps(b.add(p * ldb));
            let b1 = _mm_loadu_ps(b.add(p * ldb + 4));
            let a4 = _mm_loadu_ps(a.add(p * PANEL));
            let a0 = _mm_shuffle_ps::<0x00>(a4, a4);
            let a1 = _mm_shuffle_ps::<0x55>(a4, a4);
            let a2 = _mm_shuffle_ps::<0xaa>(a4, a4);
            let a3 = _mm_shuffle_ps::<0xff>(a4, a4);
            c[0] = _mm_add_ps(c[0], _mm_mul_ps(a0, b0));
            c[1] = _mm_add_ps(c[1], _mm_mul_ps(a0, b1));
            c[2] = _mm_add_ps(c[2], _mm_mul_ps(a1, b0));
            c[3] = _mm_add_ps(c[3], _mm_mul_ps(a1, b1));
            c[4] = _mm_add_ps(c[4], _mm_mul_ps(a2, b0));
            c[5] = _mm_add_ps(c[5], _mm_mul_ps(a2, b1));
            c[6] = _mm_add_ps(c[6], _mm_mul_ps(a3, b0));
            c[7] = _mm_add_ps(c[7], _mm_mul_ps(a3, b1));
        }
        for r in 0..PANEL {
            _mm_storeu_ps(out[r].as_mut_ptr(), c[2 * r]);
            _mm_storeu_ps(out[r].as_mut_ptr().add(4), c[2 * r + 1]);
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod simd {
    use super::{BLOCK, PANEL};
    use core::arch::wasm32::*;

    /// Accumulates a 4×8 block. Callers guarantee `k` panel rows and `k` rows of 8 in `b`,
    /// and a wasm engine with SIMD128.
    #[target_feature(enable = "simd128")]
    pub unsafe fn block(
        a: *const f32,
        k: usize,
        b: *const f32,
        ldb: usize,
        out: &mut [[f32; BLOCK]; PANEL],
    ) {
        let mut c = [f32x4_splat(0.0); 8];
        for p in 0..k {
            let b0 = v128_load(b.add(p * ldb) as *const v128);
            let b1 = v128_load(b.add(p * ldb + 4) as *const v128);
            let a4 = v128_load(a.add(p * PANEL) as *const v128);
            let a0 = i32x4_shuffle::<0, 0, 0, 0>(a4, a4);
            let a1 = i32x4_shuffle::<1, 1, 1, 1>(a4, a4);
            let a2 = i32x4_shuffle::<2, 2, 2, 2>(a4, a4);
            let a3 = i32x4_shuffle::<3, 3, 3, 3>(a4, a4);
            c[0] = f32x4_add(c[0], f32x4_mul(a0, b0));
            c[1] = f32x4_add(c[1], f32x4_mul(a0, b1));
            c[2] = f32x4_add(c[2], f32x4_mul(a1, b0));
            c[3] = f32x4_add(c[3], f32x4_mul(a1, b1));
            c[4] = f32x4_add(c[4], f32x4_mul(a2, b0));
            c[5] = f32x4_add(c[5], f32x4_mul(a2, b1));
            c[6] = f32x4_add(c[6], f32x4_mul(a3, b0));
            c[7] = f32x4_add(c[7], f32x4_mul(a3, b1));
        }
        for r in 0..PANEL {
            v128_store(out[r].as_mut_ptr() as *mut v128, c[2 * r]);
            v128_store(out[r].as_mut_ptr().add(4) as *mut v128, c[2 * r + 1]);
        }
    }
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
mod simd {
    use super::{BLOCK, PANEL};

    /// Portable fallback with the same contract as the SIMD blocks.
    #[inline]
    pub unsafe fn block(
        a: *const f32,
        k: usize,
        b: *const f32,
        ldb: usize,
        out: &mut [[f32; BLOCK]; PANEL],
    ) {
        let a = core::slice::from_raw_parts(a, k * PANEL);
        let b = core::slice::from_raw_parts(b, if k == 0 { 0 } else { (k - 1) * ldb + BLOCK });
        for p in 0..k {
            for (r, row) in out.iter_mut().enumerate() {
                for (j, o) in row.iter_mut().enumerate() {
                    *o += a[p * PANEL + r] * b[p * ldb + j];
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(n: usize, seed: u32) -> Vec<f32> {
        let mut s = seed;
        (0..n)
            .map(|_| {
                s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (s >> 8) as f32 / (1u32 << 24) as f32 - 0.5
            })
            .collect()
    }

    /// The fast kernel and its scalar twin agree on odd shapes, with and without adding.
    #[test]
    fn fast_and_scalar_agree() {
        for &(m, k, n) in &[
            (1, 1, 1),
            (5, 7, 9),
            (96, 864, 81),
            (3, 17, 8),
            (32, 96, 50),
        ] {
            let a = PackedA::new(&numbers(m * k, 1), m, k);
            let ldb = n + 3;
            let b = numbers(k * ldb, 2);
            for add in [false, true] {
                let start = numbers(m * n, 3);
                let (mut fast, mut slow) = (start.clone(), start);
                gemm(&a, &b, ldb, &mut fast, n, n, add);
                gemm_scalar(&a, &b, ldb, &mut slow, n, n, add);
                for (x, y) in fast.iter().zip(&slow) {
                    assert!(
                        (x - y).abs() <= 1e-4 * (1.0 + y.abs()),
                        "{m}x{k}x{n}: {x} vs {y}"
                    );
                }
            }
        }
    }
}
