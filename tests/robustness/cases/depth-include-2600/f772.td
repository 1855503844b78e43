include "f773.td"
