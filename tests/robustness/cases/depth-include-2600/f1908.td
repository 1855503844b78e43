include "f1909.td"
