include "f2595.td"
