include "f1725.td"
