include "f426.td"
