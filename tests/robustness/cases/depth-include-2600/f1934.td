include "f1935.td"
