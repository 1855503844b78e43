include "f853.td"
