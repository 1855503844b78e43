include "f890.td"
