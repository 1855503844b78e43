include "f32.td"
