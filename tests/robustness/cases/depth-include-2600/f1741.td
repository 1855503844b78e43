include "f1742.td"
