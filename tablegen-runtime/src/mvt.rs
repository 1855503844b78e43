//! The machine value types of `-gen-vt --rust` (C++ `MVT`, from
//! `ValueTypes.td`): what LLVM's `GET_VT_ATTR`, `GET_VT_VECATTR` and
//! `GET_VT_EVT` fragments say of each type, as one [`ValueTypeAttrs`] row
//! per type.
//!
//! A generated module holds the rows in its `ATTRS` table, in the order of
//! its `SimpleValueType` enum (`T`, the type of a vector's element), and
//! its enum's methods read the type's row.

/// What `GET_VT_ATTR` and `GET_VT_VECATTR` say of one value type, and its
/// IR type (`GET_VT_EVT`).
///
/// ```
/// use tablegen_runtime::mvt::ValueTypeAttrs;
/// // `v4i32`, its element type written as a number here.
/// let v4i32 = ValueTypeAttrs {
///     size: 128, overloaded: false, integer: true, fp: false, vector: true,
///     scalable: false, elements: 4, element: Some(7u16), ir_type: Some("<4 x i32>"),
/// };
/// assert_eq!(v4i32.size_in_bits(), 128);
/// assert!(v4i32.is_vector() && !v4i32.is_scalable_vector());
/// assert_eq!(v4i32.vector_element_type(), Some(7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueTypeAttrs<T: 'static> {
    /// `sz`: the size in bits (0 for types without one).
    pub size: i64,
    /// `isOverloaded`.
    pub overloaded: bool,
    /// `isInteger`.
    pub integer: bool,
    /// `isFP`.
    pub fp: bool,
    /// `isVector`.
    pub vector: bool,
    /// `isScalable`.
    pub scalable: bool,
    /// `nElem`: the number of vector elements.
    pub elements: u32,
    /// `ElementType`: the vector element type.
    pub element: Option<T>,
    /// The IR type (`GET_VT_EVT`) as IR text.
    pub ir_type: Option<&'static str>,
}

impl<T: Copy> ValueTypeAttrs<T> {
    /// The size in bits (`sz` of `GET_VT_ATTR`; 0 for types without one).
    pub fn size_in_bits(&self) -> i64 {
        self.size
    }

    /// Whether the type stands for several (`Any`: `iAny`, `vAny`, ...).
    pub fn is_overloaded(&self) -> bool {
        self.overloaded
    }

    /// Whether the type (or its vector element) is an integer.
    pub fn is_integer(&self) -> bool {
        self.integer
    }

    /// Whether the type (or its vector element) is floating point.
    pub fn is_floating_point(&self) -> bool {
        self.fp
    }

    /// Whether the type is a vector.
    pub fn is_vector(&self) -> bool {
        self.vector
    }

    /// Whether the type is a scalable vector.
    pub fn is_scalable_vector(&self) -> bool {
        self.scalable
    }

    /// The number of vector elements (the minimum, for scalable vectors);
    /// 0 for scalars.
    pub fn vector_num_elements(&self) -> u32 {
        self.elements
    }

    /// The vector element type.
    pub fn vector_element_type(&self) -> Option<T> {
        self.element
    }

    /// The IR type (`GET_VT_EVT`) as IR text, e.g. `<vscale x 4 x i32>`.
    pub fn ir_type(&self) -> Option<&'static str> {
        self.ir_type
    }
}
