include "f1813.td"
