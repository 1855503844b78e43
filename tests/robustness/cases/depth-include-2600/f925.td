include "f926.td"
