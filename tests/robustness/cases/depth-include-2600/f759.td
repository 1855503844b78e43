include "f760.td"
