include "f1890.td"
