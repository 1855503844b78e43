include "f1714.td"
