include "f554.td"
