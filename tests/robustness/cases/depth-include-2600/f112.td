include "f113.td"
