include "f2467.td"
