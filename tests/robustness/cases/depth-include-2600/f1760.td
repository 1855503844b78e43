include "f1761.td"
