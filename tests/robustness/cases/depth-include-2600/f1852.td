include "f1853.td"
