include "f725.td"
